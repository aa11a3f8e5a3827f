#include <sycl/sycl.hpp>

// Templated axpy; the scalar parameter has the template type.
template <typename T>
T mulAdd(T a, T x, T y) {
  return a * x + y;
}

extern "C" void _occa_axpyT_double_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const double &alpha, const double *x, double *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 32)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (32 * item_.get_group(2));
          {
            int i = _occa_tiled_i + item_.get_local_id(2);
            if (i < n) {
              y[i] = mulAdd(alpha, x[i], y[i]);
            }
          }
        }
      }();
    });
  });
}
