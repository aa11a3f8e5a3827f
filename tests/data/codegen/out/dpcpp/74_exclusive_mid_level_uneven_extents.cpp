#include <sycl/sycl.hpp>

// The innermost loop below the statement that sets `e` has 3 iterations, but another nest has 5:
// the work-group has 5 work-items along x and all of them run that statement, so the second nest
// reads a set copy for tx = 3 and 4 too.
extern "C" void _occa_exclusiveMidUneven_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const int *x, int *y, int *z) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 2, 5)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int e;
          {
            int ty = 0 + item_.get_local_id(1);
            e = x[b * 2 + ty];
            {
              int tx = 0 + item_.get_local_id(2);
              if (tx < 3) {
                z[(b * 2 + ty) * 3 + tx] = e + tx;
              }
            }
          }
          {
            int ty = 0 + item_.get_local_id(1);
            {
              int tx = 0 + item_.get_local_id(2);
              y[(b * 2 + ty) * 5 + tx] = e * 10 + tx;
            }
          }
        }
      }();
    });
  });
}
