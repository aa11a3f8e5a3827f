#include <sycl/sycl.hpp>

// `static_assert` in a kernel body and in an @inner body, also naming a template parameter:
// passed to the C++ compiler as at file scope (it was rejected as "a type declaration").
constexpr int TILE = 8;

extern "C" void _occa_fillScaled_float_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *x, float *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (TILE * item_.get_group(2));
          {
            int i = _occa_tiled_i + item_.get_local_id(2);
            if (i < n) {
              static_assert(TILE % 4 == 0, "TILE must be a multiple of 4");
              y[i] = float(2) * x[i];
            }
          }
        }
      }();
    });
  });
}
