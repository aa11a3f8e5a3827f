#include <sycl/sycl.hpp>

// Several `@outer` dimensions: a tile whose block and element loops are both `@outer`
// around a tile whose loops are both `@inner`; explicit `@outer(1)` / `@outer(0)` with a
// tile split into `@outer(0)` and `@inner(1)` around two `@inner(0)` loops, with `@shared` and
// `@exclusive` data declared between `@outer(1)` and the tile's `@outer(0)` block loop.
extern "C" void _occa_outerAxesTiles_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int &m, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (4 * item_.get_group(1));
          {
            int i = _occa_tiled_i + item_.get_group(2);
            if (i < n) {
              {
                int _occa_tiled_j = 0 + (3 * item_.get_local_id(1));
                {
                  int j = _occa_tiled_j + item_.get_local_id(2);
                  if (j < m) {
                    out[i * m + j] += i * 100 + j;
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

extern "C" void _occa_outerAxesTiles_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int &m, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 2, 2)]] {
      [=]() mutable {
        {
          int y = 0 + item_.get_group(1);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[2][2]>(item_.get_group());
          int e;
          {
            int _occa_tiled_x = 0 + (2 * 2 * item_.get_group(2));
            {
              int x = _occa_tiled_x + (2 * item_.get_local_id(1));
              if (x < m) {
                {
                  int t = 0 + item_.get_local_id(2);
                  e = x + t < m ? 1 : 0;
                  s[x / 2 % 2][t] = 10 * y + t;
                }
                {
                  int t = 0 + item_.get_local_id(2);
                  if (e) {
                    out[y * m + x + t] += 1000 * s[x / 2 % 2][t];
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
