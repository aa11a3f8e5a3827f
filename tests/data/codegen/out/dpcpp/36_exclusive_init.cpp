#include <sycl/sycl.hpp>

// @exclusive with an initializer.
extern "C" void _occa_exclusiveInit_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nBlocks, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 12)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int c = 5;
          {
            int t = 0 + item_.get_local_id(2);
            c += x[b * 12 + t];
          }
          {
            int t = 0 + item_.get_local_id(2);
            c *= 2;
          }
          {
            int t = 0 + item_.get_local_id(2);
            y[b * 12 + t] = c - t;
          }
        }
      }();
    });
  });
}
