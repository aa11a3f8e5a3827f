#include <sycl/sycl.hpp>

// Plain loops between two `@inner` levels that share `@exclusive` state: a
// `@tile(2, @inner(1), )` whose element loop is a plain loop around an `@inner(0)` loop (each
// work-item (y, x) runs two element iterations), and a regular `for (k ...)` between
// `@inner(1)` and `@inner(0)` writing `@shared` data; then a plain 2-D nest reads both. On a
// GPU the innermost body runs several times per work-item, so the host's per-work-item slot must
// follow the work-item, not count executions of the innermost body.
extern "C" void _occa_plainMidLevels_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 2, 3)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          int acc;
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[2][3]>(item_.get_group());
          {
            int y = 0 + item_.get_local_id(1);
            {
              int x = 0 + item_.get_local_id(2);
              acc = 10 * y + x;
            }
          }
          {
            int _occa_tiled_yy = 0 + (2 * item_.get_local_id(1));
            for (int yy = _occa_tiled_yy; yy < _occa_tiled_yy + 2; ++yy) {
              if (yy < 4) {
                {
                  int x = 0 + item_.get_local_id(2);
                  acc += yy;
                }
              }
            }
          }
          {
            int y = 0 + item_.get_local_id(1);
            for (int k = 0; k < 2; ++k) {
              {
                int x = 0 + item_.get_local_id(2);
                acc += 100 * k;
                s[y][x] = acc;
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int y = 0 + item_.get_local_id(1);
            {
              int x = 0 + item_.get_local_id(2);
              out[(g * 2 + y) * 3 + x] = s[1 - y][2 - x] * 1000 + acc;
            }
          }
        }
      }();
    });
  });
}
