#include <sycl/sycl.hpp>

// Preprocessor corners inside an `@inner` body: stringizing an OKL attribute (`#x` of
// `@inner`), stringizing with string and character literals, `#__VA_ARGS__`, empty macro
// arguments, a function-like macro name used without parentheses, a self-referential macro,
// `__LINE__` after a block comment and a line-continued macro definition, and a macro whose
// replacement is empty called with `()`.
/* a block comment
   spanning three
   lines */
static int count(const char *s, char c) {
  int n = 0;
  for (; *s; ++s) {
    n += *s == c;
  }
  return n;
}

extern "C" void _occa_ppStringize_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int &scale, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            const int line = 30;
            int v = count("@inner(0) @shared", '@') + 10 * count("(0 1)", '1');
            v += 100 * count("\"a\\\"b\" 'q'", '"') + 1000 * count("x, y, z", ',');
            v += 4 + 3 + (1 + 2);
            out[b * 2 + t] = v * 10000 + line * 10 + scale * 2;
          }
        }
      }();
    });
  });
}
