#include <sycl/sycl.hpp>

// `@tile(n, @outer, @inner)` nested inside another @outer loop, directly and through a regular
// loop and an `if`, with a second @inner level below the tile's element loop.
extern "C" void _occa_tileInOuter_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &NB, const int &M, const int *x, int *y, int *z) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 3)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(1);
          {
            int _occa_tiled_i = 0 + (4 * item_.get_group(2));
            {
              int i = _occa_tiled_i + item_.get_local_id(1);
              if (i < M) {
                {
                  int j = 0 + item_.get_local_id(2);
                  y[(b * M + i) * 3 + j] = x[b * M + i] * (j + 1) + b;
                }
              }
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileInOuter_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &NB, const int &M, const int *x, int *y, int *z) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 3, 3)]] {
      [=]() mutable {
        {
          int b = 1 + item_.get_group(1);
          {
            int _occa_tiled_i = M - 1 - (3 * item_.get_group(2));
            if (M > 0) {
              {
                int i = _occa_tiled_i - item_.get_local_id(1);
                if (i >= 0) {
                  {
                    int j = 2 - (1 * item_.get_local_id(2));
                    z[((b - 1) * M + i) * 3 + j] = y[((b - 1) * M + (M - 1 - i)) * 3 + j] - i;
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
