#include <sycl/sycl.hpp>

// @exclusive array + scalar across four 2-D inner nests.
extern "C" void _occa_exclusiveArray_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nBlocks, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int acc[4];
          int base;
          {
            int ty = 0 + item_.get_local_id(1);
            {
              int tx = 0 + item_.get_local_id(2);
              base = b * 32 + ty * 8 + tx;
              for (int k = 0; k < 4; ++k) {
                acc[k] = x[base] * (k + 1);
              }
            }
          }
          for (int r = 0; r < 3; ++r) {
            {
              int ty = 0 + item_.get_local_id(1);
              {
                int tx = 0 + item_.get_local_id(2);
                acc[r] += acc[r + 1] + tx;
              }
            }
          }
          {
            int ty = 0 + item_.get_local_id(1);
            {
              int tx = 0 + item_.get_local_id(2);
              y[base] = acc[0] + 10 * acc[1] + 100 * acc[2] + 1000 * acc[3];
            }
          }
        }
      }();
    });
  });
}
