#include <sycl/sycl.hpp>

// @tile with the default check=true over a size that the tile does not divide.
extern "C" void _occa_tileRemainder_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const float *x, float *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (16 * item_.get_group(2));
          {
            int i = _occa_tiled_i + item_.get_local_id(2);
            if (i < N) {
              y[i] = x[i] * x[i] + 1.0f;
            }
          }
        }
      }();
    });
  });
}
