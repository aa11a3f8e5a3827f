#include <sycl/sycl.hpp>

// Regular loop around an @outer loop; the device code does not use the regular iterator.
extern "C" void _occa_repeatedOuter_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int &reps, float *x) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + (8 * item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            if (b + t < n) {
              x[b + t] = x[b + t] * 0.5f + 1.0f;
            }
          }
        }
      }();
    });
  });
}
