#include <sycl/sycl.hpp>

// @exclusive variables used in the body of a non-innermost @inner loop, before and after the
// innermost @inner loop, and across a regular loop placed between two @inner levels.
extern "C" void _occa_exclusiveMidLevel_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 3, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int e;
          int f;
          {
            int ty = 0 + item_.get_local_id(1);
            e = x[b * 3 + ty];
            {
              int tx = 0 + item_.get_local_id(2);
              f = e * 10 + tx;
            }
            e += 1;
          }
          {
            int ty = 0 + item_.get_local_id(1);
            for (int k = 0; k < 2; ++k) {
              {
                int tx = 0 + item_.get_local_id(2);
                f += e;
                if (k == 1) {
                  y[(b * 3 + ty) * 4 + tx] = f;
                }
              }
            }
          }
        }
      }();
    });
  });
}
