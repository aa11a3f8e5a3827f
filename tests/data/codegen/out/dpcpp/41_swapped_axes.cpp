#include <sycl/sycl.hpp>

// Explicit axes that do not follow the nesting order.
extern "C" void _occa_swappedAxes_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &NB, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 3, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(1);
          {
            int tx = 0 + item_.get_local_id(2);
            {
              int ty = 0 + item_.get_local_id(1);
              out[(b * 4 + tx) * 3 + ty] = b * 100 + tx * 10 + ty;
            }
          }
        }
      }();
    });
  });
}
