#include <sycl/sycl.hpp>

// `@tile` with a step known only at run time: the element loop of a tile runs exactly the
// tile size's iterations whatever the step (its launch size and `__launch_bounds__` are the
// tile size, as in legacy OCCA), and every index of the range is visited once. Also nested
// tiles on explicit axes, `@tile(4, @outer(0), @inner(0))` around
// `@tile(4, @inner(1), @inner(2))`, with checks and 64-bit iterators.
extern "C" void _occa_tileRuntimeStepLaunch_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const long &m, const long &s, int *x, long *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = n - 8 + (4 * (n / 16 + 1) * item_.get_group(2));
          {
            int i = _occa_tiled_i + ((n / 16 + 1) * item_.get_local_id(2));
            if (i < n + 16) {
              x[i - n + 8] += 1 + i;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileRuntimeStepLaunch_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const long &m, const long &s, int *x, long *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          long _occa_tiled_p = 0 + (4 * s * (long long) item_.get_group(2));
          {
            long p = _occa_tiled_p + (s * (long long) item_.get_local_id(2));
            if (p < m) {
              {
                long _occa_tiled_q = 1 + (4 * s * (long long) item_.get_local_id(1));
                {
                  long q = _occa_tiled_q + (s * (long long) item_.get_local_id(0));
                  if (q < m + 3) {
                    y[p * (m + 3) + q] += 100 * p + q;
                  }
                }
              }
            }
          }
        }
      }();
    });
  });
}
