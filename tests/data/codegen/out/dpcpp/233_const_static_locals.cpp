#include <sycl/sycl.hpp>

// `const`, `constexpr` and `static const` locals at every level of a kernel (kernel body,
// `@outer` body, `@inner` body, regular loop, helper), `const`/`auto` `@exclusive` variables
// initialised from the `@outer` iterator (every work-item's copy), a `const` reference to a
// `@shared` element and a `const int *const` into a parameter; the `@inner` extent and a
// `@shared` extent are `constexpr` locals.
static inline int weight(int k) {
  static const int w[4] = {3, 1, 4, 1};
  constexpr int mask = 3;
  return w[k & mask];
}

extern "C" void _occa_constStatics_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const int *x, int *out, double *avg) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 5)]] {
      [=]() mutable {
        constexpr int W = 5;
        static const int offs[W] = {0, 2, 4, 1, 3};
        {
          int b = 0 + item_.get_group(2);
          constexpr int H = W + 1;
          static constexpr int scale[2] = {10, 100};
          const int base = b * W;
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[H]>(item_.get_group());
          const int cb = b * 2 + 1;
          auto half = b * 0.5;
          {
            int t = 0 + item_.get_local_id(2);
            const int *const src = x + base;
            s[t] = src[offs[t]] * cb;
            if (t == 0) {
              s[W] = -cb;
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            const int &mineRef = s[(t + 1) % H];
            static const char tag = 'k';
            int acc = 0;
            for (int k = 0; k < 4; ++k) {
              const int wk = weight(k + t);
              acc += wk * mineRef;
            }
            out[base + t] = acc * scale[b % 2] + tag + cb;
            avg[base + t] = half + (double)acc / H;
          }
        }
      }();
    });
  });
}
