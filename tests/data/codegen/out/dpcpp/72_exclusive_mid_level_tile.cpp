#include <sycl/sycl.hpp>

// An @exclusive used in the body of a @tile(4, @inner, @inner) element loop (inside the tile's
// bounds check, 7 is not a multiple of 4), around the innermost @inner loops below it.
extern "C" void _occa_exclusiveMidTile_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(2, 4, 3)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int e;
          {
            int _occa_tiled_j = 0 + (4 * item_.get_local_id(0));
            {
              int j = _occa_tiled_j + item_.get_local_id(1);
              if (j < 7) {
                e = x[b * 7 + j];
                {
                  int i = 0 + item_.get_local_id(2);
                  y[((b * 7 + j) * 3 + i) * 2] = e * 10 + i;
                  e += i;
                }
                e *= 2;
                {
                  int i = 0 + item_.get_local_id(2);
                  y[((b * 7 + j) * 3 + i) * 2 + 1] = e;
                }
              }
            }
          }
        }
      }();
    });
  });
}
