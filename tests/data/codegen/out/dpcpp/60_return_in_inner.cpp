#include <sycl/sycl.hpp>

// Early `return` in an @inner body for the work-items past the end of the data (the CUDA-style
// bounds idiom); they are the last iterations in sequential order, so every backend agrees.
extern "C" void _occa_returnInInner_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *x, float *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int b = 0 + (16 * item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            const int i = b + t;
            if (i >= n) {
              return;
            }
            y[i] = 2.0f * x[i] + 1.0f;
          }
        }
      }();
    });
  });
}
