#include <sycl/sycl.hpp>

// Both tile loops are @inner.
extern "C" void _occa_innerTile_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nBlocks, const float *x, float *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 3, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int _occa_tiled_i = 0 + (4 * item_.get_local_id(1));
            {
              int i = _occa_tiled_i + item_.get_local_id(2);
              if (i < 10) {
                y[b * 10 + i] = x[b * 10 + i] * 3.0f;
              }
            }
          }
        }
      }();
    });
  });
}
