#include <sycl/sycl.hpp>

// A 3-D work-group with explicit axes: `@outer(2)`/`@outer(1)`/`@outer(0)` in nesting order,
// and three `@inner` nests that visit the same work-items in different loop orders
// (z-x-y, z-y-x and x-y-z by nesting). An `@exclusive` value written in the first nest must
// be read back by the same logical work-item (same axis indices) in the later nests, and a
// `@shared` 3-D tile is transposed through between them.
typedef float tile_t[2][3][4];

extern "C" void _occa_axes3dExclusive_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nbx, const int &nby, const int &nbz, float *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(2, 3, 4)]] {
      [=]() mutable {
        {
          int bz = 0 + item_.get_group(0);
          {
            int by = 0 + item_.get_group(1);
            {
              int bx = 0 + item_.get_group(2);
              auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<tile_t>(item_.get_group());
              int gid;
              float w[2];
              {
                int z = 0 + item_.get_local_id(0);
                {
                  int x = 0 + item_.get_local_id(2);
                  {
                    int y = 0 + item_.get_local_id(1);
                    gid = ((bz * 2 + z) * (nby * 3) + (by * 3 + y)) * (nbx * 4) + bx * 4 + x;
                    w[0] = 0.5f * x;
                    w[1] = 0.25f * y + z;
                    s[z][y][x] = (float)(100 * z + 10 * y + x);
                  }
                }
              }
              sycl::group_barrier(item_.get_group());
              {
                int z = 0 + item_.get_local_id(0);
                {
                  int y = 0 + item_.get_local_id(1);
                  {
                    int x = 0 + item_.get_local_id(2);
                    out[gid] = s[2 - 1 - z][y][4 - 1 - x] + w[0] + w[1];
                  }
                }
              }
              sycl::group_barrier(item_.get_group());
              {
                int x = 0 + item_.get_local_id(2);
                {
                  int y = 0 + item_.get_local_id(1);
                  {
                    int z = 0 + item_.get_local_id(0);
                    out[gid] += 1000.0f * (bz + by + bx);
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
