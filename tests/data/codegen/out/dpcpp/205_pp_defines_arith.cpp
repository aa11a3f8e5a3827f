#include <sycl/sycl.hpp>

// Preprocessor arithmetic over `-D` values from the case file: `#if` with `defined` and
// `defined(...)`, `&&`/`||`/`!`, shifts, `?:`, character constants and unsigned wrap; a macro
// that builds a whole `@tile` loop head from `-D` values (`check=` chosen by `#if`), and
// `OKL("@inner(0)")` / `_Pragma("unroll 2")` from function-like macros.
extern "C" void _occa_ppDefines_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int *x, int *y, int *info) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + ((1 << 3) * item_.get_group(2));
          {
            int i = _occa_tiled_i + item_.get_local_id(2);
            y[i] = x[i] * 1 + (1 << 3);
          }
        }
      }();
    });
  });
}

extern "C" void _occa_ppDefines_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int *x, int *y, int *info) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 3)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            int acc = 0;
            #pragma unroll 2
            for (int k = 0; k < 4; ++k) {
              acc += k * t;
            }
            info[t] = acc;
          }
        }
      }();
    });
  });
}
