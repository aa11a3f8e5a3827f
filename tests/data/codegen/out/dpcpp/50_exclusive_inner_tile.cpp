#include <sycl/sycl.hpp>

// @exclusive and @shared with 2-D inner nests produced by `@tile(.., @inner, @inner)`, stepped and
// decreasing, checked and unchecked.
extern "C" void _occa_exclusiveInnerTile_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 3, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int v;
          int w[2];
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[24]>(item_.get_group());
          // indices 0, 2, ..., 22 (12 iterations): 3 blocks of 4, each spanning 8 index units
          {
            int _occa_tiled_i = 0 + (4 * 2 * item_.get_local_id(1));
            {
              int i = _occa_tiled_i + (2 * item_.get_local_id(2));
              if (i < 24) {
                v = x[b * 24 + i];
                w[0] = i;
                s[i] = v;
                s[i + 1] = -v;
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          // 11 down to 0 (12 iterations), tile 4, no check: 3 full blocks
          {
            int _occa_tiled_i = 11 - (4 * item_.get_local_id(1));
            {
              int i = _occa_tiled_i - item_.get_local_id(2);
              w[1] = s[2 * i + 1] + v;
            }
          }
          sycl::group_barrier(item_.get_group());
          // 0..9 with tile 4 (3 blocks, the last partial): work-items 0..9 and 10, 11 do not run
          {
            int _occa_tiled_i = 0 + (4 * item_.get_local_id(1));
            {
              int i = _occa_tiled_i + item_.get_local_id(2);
              if (i < 10) {
                y[b * 12 + i] = v * 10000 + w[0] * 100 + w[1];
              }
            }
          }
        }
      }();
    });
  });
}
