#include <sycl/sycl.hpp>

// String and character literals that contain OKL attribute spellings, comments with
// attributes, and C++14 literal forms (digit separators, binary, hex floats, suffixes,
// alternative tokens) inside `@inner` bodies. None of the text in a literal is OKL.
static int countAt(const char *s) {
  int n = 0;
  for (; *s; ++s) {
    n += *s == '@';
  }
  // counts '@' characters
  return n;
}

extern "C" void _occa_literalsWithAt_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          /* a comment mentioning @exclusive and @barrier; */
          {
            int t = 0 + item_.get_local_id(2);
            const char *msg = "x @atomic y";
            const char at = '@';
            const long big = 1'000'000L;
            const int bin = 0b1010'0101;
            const float hx = 0x1.8p1f;
            // 3.0f
            const unsigned long long u = 0xFFFF'FFFFull;
            int v = countAt("@outer @inner(0) @shared") + countAt(msg) * 10 + (at == '@') * 100;
            if (t >= 0 && !(b < 0) && (v & 1) == 1) {
              v += 1000;
            }
            out[b * 4 + t] = v + (int)(big / 1000) + bin + (int)hx + (int)(u >> 28) + t;
          }
        }
      }();
    });
  });
}
