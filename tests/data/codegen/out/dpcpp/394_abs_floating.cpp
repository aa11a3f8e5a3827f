#include <sycl/sycl.hpp>

#include <math.h>

// `abs` of `float` and `double` values (C++'s overloads, which <math.h> brings to the global
// namespace) next to `abs` of an `int`: OpenCL C's `abs` takes integers only, so the floating
// ones print as `fabs`.
extern "C" void _occa_absFloating_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *x, const double *y, const int *k, float *f, double *d, int *m) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + (8 * item_.get_group(2));
          {
            int i = b + item_.get_local_id(2);
            if (i < n) {
              const float half = 0.5f * x[i];
              f[i] = abs(x[i]) + abs(half - 1.0f) + abs(-2.5f);
              d[i] = abs(y[i]) + abs(y[i] * 0.25);
              m[i] = abs(k[i]) + abs(-3);
            }
          }
        }
      }();
    });
  });
}
