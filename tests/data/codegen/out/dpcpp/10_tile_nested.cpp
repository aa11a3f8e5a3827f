#include <sycl/sycl.hpp>

// Two nested tiled loops: expands to @outer @outer @inner @inner (spec 4.5).
extern "C" void _occa_nestedTiles_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const int *src, int *a) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 8)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (4 * item_.get_group(1));
          {
            int _occa_tiled_j = 0 + (8 * item_.get_group(2));
            {
              int i = _occa_tiled_i + item_.get_local_id(1);
              if (i < N) {
                {
                  int j = _occa_tiled_j + item_.get_local_id(2);
                  if (j < N) {
                    a[i * N + j] = src[j * N + i] + i;
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
