#include <sycl/sycl.hpp>

// `_Pragma("...")` is `#pragma ...` written as an operator (C99 6.10.9), so macros can carry
// pragmas: `_Pragma("occa attributes @inner")` must inject `@inner` like
// `#pragma occa attributes @inner` (spec §10.4) and leave nothing in the output, and
// `_Pragma("unroll NQ")` must expand `NQ` like `#pragma unroll NQ`.
extern "C" void _occa_pragmaOperator_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[4]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            s[t] = x[b * 4 + t];
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            int acc = 0;
            #pragma unroll 4
            for (int k = 0; k < 4; ++k) {
              acc += s[k] * (k == t ? 10 : 1);
            }
            y[b * 4 + t] = acc;
          }
        }
      }();
    });
  });
}
