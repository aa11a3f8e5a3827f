#include <sycl/sycl.hpp>

// Templated kernel and helper.
template <typename T>
T twice(T v) {
  return v + v;
}

extern "C" void _occa_scaleT_float_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *x, float *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 64)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (64 * item_.get_group(2));
          {
            int i = _occa_tiled_i + item_.get_local_id(2);
            if (i < n) {
              y[i] = twice(x[i]);
            }
          }
        }
      }();
    });
  });
}
