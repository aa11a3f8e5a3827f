#include <sycl/sycl.hpp>

// Tiled loops with non-unit steps, increasing and decreasing; the tile size comes from -DTILE.
extern "C" void _occa_tileStep_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, int *a, int *b) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (8 * 2 * item_.get_group(2));
          {
            int i = _occa_tiled_i + (2 * item_.get_local_id(2));
            if (i < N) {
              a[i] += i + 1;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileStep_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, int *a, int *b) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = N - 1 - (4 * 3 * item_.get_group(2));
          {
            int i = _occa_tiled_i - (3 * item_.get_local_id(2));
            if (i >= 0) {
              b[i] += 2 * i;
            }
          }
        }
      }();
    });
  });
}
