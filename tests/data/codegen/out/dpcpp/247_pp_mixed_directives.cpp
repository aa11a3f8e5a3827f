#include <sycl/sycl.hpp>

// Preprocessor forms together: `#ifndef` defaults overridden by `-D`, `#if` on macro
// arithmetic with `defined` and `#elif`, `__VA_ARGS__` with `#` and `##`, a macro expanding to
// a whole `@inner` loop header, `#pragma unroll` with a macro count inside `@inner`, and
// `__LINE__` differences.
extern "C" void _occa_ppMixed_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *out, int *meta) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + (8 * item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            const int i = b + t;
            if (i < n) {
              int acc = 0;
              #pragma unroll 3
              for (int k = 0; k < 3; ++k) {
                acc += k * 1;
              }
              out[i] = i * 1 + acc + (1 + (2 + 3));
            }
            if (i == 0) {
              const int l0 = 43;
              const int l1 = 44;
              meta[0] = l1 - l0;
              meta[1] = (int)sizeof("BS") * 10 + (int)sizeof("8");
              meta[2] = (int)4;
              meta[3] = 80 + 1;
            }
          }
        }
      }();
    });
  });
}
