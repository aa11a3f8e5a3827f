#include <sycl/sycl.hpp>

#include <cstddef>

// Run-time tile sizes of unsigned type (`const unsigned` and `size_t` kernel arguments) over
// loops that cross zero: `t < _occa_tiled_t + ts` would compare unsigned (and skip the tile
// that straddles zero), so the size is converted to the iterator's type as for constants.
extern "C" void _occa_tileRuntimeUnsigned_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const unsigned int &ts, const size_t &tl, int *up, int *down) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int _occa_tiled_t = -5 + ((int)ts * item_.get_local_id(1));
            {
              int t = _occa_tiled_t + item_.get_local_id(2);
              if (t < 11) {
                up[b * 16 + t + 5] = 10 * b + t;
              }
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileRuntimeUnsigned_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const unsigned int &ts, const size_t &tl, int *up, int *down) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int _occa_tiled_t = 9 - ((int)tl * item_.get_group(2));
          {
            int t = _occa_tiled_t - item_.get_local_id(2);
            if (t >= -6) {
              down[t + 6] = 3 * t;
            }
          }
        }
      }();
    });
  });
}
