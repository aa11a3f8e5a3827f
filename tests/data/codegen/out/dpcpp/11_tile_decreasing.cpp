#include <sycl/sycl.hpp>

// Decreasing tile and an attribute-less @tile inside an @inner body.
extern "C" void _occa_tileDecreasing_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, float *a) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = N - (8 * item_.get_group(2));
          {
            int i = _occa_tiled_i - item_.get_local_id(2);
            if (i >= 0) {
              float acc = 0.0f;
              for (int _occa_tiled_k = 0; _occa_tiled_k < 10; _occa_tiled_k += 4) {
                for (int k = _occa_tiled_k; k < _occa_tiled_k + 4; ++k) {
                  if (k < 10) {
                    acc += (float)(k * i);
                  }
                }
              }
              a[i] = acc;
            }
          }
        }
      }();
    });
  });
}
