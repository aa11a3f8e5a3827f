#include <sycl/sycl.hpp>

// @exclusive variables declared at two @outer levels and used together in the body of the outer
// @inner level: the statement must run once per work-item, not once per work-item and group.
extern "C" void _occa_exclusiveMidNestedOuter_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nA, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 3, 4)]] {
      [=]() mutable {
        {
          int a = 0 + item_.get_group(1);
          int e;
          {
            int b = 0 + item_.get_group(2);
            int f;
            {
              int ty = 0 + item_.get_local_id(1);
              e = x[a * 3 + ty] + b;
              {
                int tx = 0 + item_.get_local_id(2);
                f = e * tx;
              }
              f += e;
              {
                int tx = 0 + item_.get_local_id(2);
                y[((a * 2 + b) * 3 + ty) * 4 + tx] = f;
              }
            }
          }
        }
      }();
    });
  });
}
