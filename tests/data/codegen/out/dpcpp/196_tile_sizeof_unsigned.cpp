#include <sycl/sycl.hpp>

// A tile size of unsigned type (`sizeof(int)`, a `size_t`) over a loop that starts below zero:
// the host tile loop compares the `int` iterator with `_occa_tiled_t + sizeof(int)` (unsigned),
// which g++ reports (-Wsign-compare) and which is false for the tile that straddles zero
// (-2 + 4ul wraps to 2, and (size_t)-2 is not below it), so that tile's elements are skipped.
extern "C" void _occa_tileSizeof_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int _occa_tiled_t = -2 + ((int)sizeof(int) * item_.get_local_id(1));
            {
              int t = _occa_tiled_t + item_.get_local_id(2);
              if (t < 14) {
                out[b * 16 + t + 2] = 10 * b + t;
              }
            }
          }
        }
      }();
    });
  });
}
