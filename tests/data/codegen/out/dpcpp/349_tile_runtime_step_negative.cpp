#include <sycl/sycl.hpp>

// Tiles over strided ranges whose step is a kernel argument, as a strided gather writes them:
// a `long long` range starting near -3e9 and counting down by `s` (`check=true`, 10 values in
// tiles of 4), an `int` range from -12 to 11 inclusive by a macro step of 3 tiled exactly
// (`check=false`), and an `@inner` tile counting down by `s` to a negative bound inside each
// of two `@outer` iterations, beside a second 2-D `@inner` nest of another shape (1 x 2).
extern "C" void _occa_tileRuntimeStepNegative_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const long long &base, const int &s, const int &n, long long *a, int *b, int *c) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          long long _occa_tiled_i = base - (4 * s * (long long) item_.get_group(2));
          {
            long long i = _occa_tiled_i - (s * (long long) item_.get_local_id(2));
            if (i > base - (long long)n * s) {
              a[(base - i) / s] += i * 2 + 1;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileRuntimeStepNegative_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const long long &base, const int &s, const int &n, long long *a, int *b, int *c) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = -12 + (4 * 3 * item_.get_group(2));
          {
            int i = _occa_tiled_i + (3 * item_.get_local_id(2));
            b[(i + 12) / 3] += i;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileRuntimeStepNegative_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const long long &base, const int &s, const int &n, long long *a, int *b, int *c) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          {
            int _occa_tiled_t = n - 1 - (3 * s * item_.get_local_id(1));
            if (_occa_tiled_t >= -2) {
              {
                int t = _occa_tiled_t - (s * item_.get_local_id(2));
                if (t >= -2) {
                  c[g * 8 + (n - 1 - t) / s] += g * 1000 + t;
                }
              }
            }
          }
          {
            int y = 0 + item_.get_local_id(1);
            if (y < 1) {
              {
                int t = 0 + item_.get_local_id(2);
                if (t < 2) {
                  c[g * 8 + 6 + t + y] += 7 * (g + 1);
                }
              }
            }
          }
        }
      }();
    });
  });
}
