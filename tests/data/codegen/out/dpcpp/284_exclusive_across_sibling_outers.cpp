#include <sycl/sycl.hpp>

// An `@exclusive` variable declared between `@outer(1)` and two sibling `@outer(0)` loops:
// each work-item (by, bx, t) writes it in the first sibling and reads it in the second, as one
// GPU thread of group (by, bx) runs both siblings.
extern "C" void _occa_exclusiveAcrossSiblings_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &ny, const int *x, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int by = 0 + item_.get_group(1);
          int ey;
          {
            int bx = 0 + item_.get_group(2);
            {
              int t = 0 + item_.get_local_id(2);
              ey = x[(by * 3 + bx) * 4 + t];
            }
          }
          {
            int bx = 0 + item_.get_group(2);
            {
              int t = 0 + item_.get_local_id(2);
              out[(by * 3 + bx) * 4 + t] = ey * 10 + bx;
            }
          }
        }
      }();
    });
  });
}
