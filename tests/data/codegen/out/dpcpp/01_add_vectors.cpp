#include <sycl/sycl.hpp>

// Basic element-wise kernel: trailing `; @outer` / `; @inner` form, bounds check inside @inner.
extern "C" void _occa_addVectors_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &entries, const float *a, const float *b, float *ab) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int block = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            const int i = block * 16 + t;
            if (i < entries) {
              ab[i] = a[i] + b[i];
            }
          }
        }
      }();
    });
  });
}
