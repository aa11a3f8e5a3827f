#include <sycl/sycl.hpp>

// A kernel declared before it is defined (both with `@kernel`), a helper prototype whose
// definition follows the kernel, and array-declarator parameters (`const float x[]`,
// `float y[]`, `int flags[4]`) that are pointers in C++.

SYCL_EXTERNAL float combine(const float a, const float b);

extern "C" void _occa_protoArrays_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float x[], float y[], int flags[4]) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + (4 * item_.get_group(2));
          {
            int t = b + item_.get_local_id(2);
            if (t < n) {
              y[t] = combine(x[t], y[t]);
            }
            if (t == 0) {
              flags[0] = 1;
            }
          }
        }
      }();
    });
  });
}

float combine(const float a, const float b) {
  return 2.0f * a + b;
}
