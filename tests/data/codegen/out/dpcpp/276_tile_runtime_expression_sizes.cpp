#include <sycl/sycl.hpp>

// `@tile` sizes and loop steps that are run-time *expressions* (`ts + 1`, `s + 1`, `?:` of
// arguments, `ts << 1`, `ts + s`): the block step `TS * s` and the element bound must keep
// their operands grouped. Increasing with `<=`, decreasing with `-= s` and `>=`, the iterator on
// the right, and a hoisted 2-D `@tile(.., @outer, @inner)` nest (rows increasing, columns
// decreasing by a run-time step), all with partial last tiles. Every visit adds to the output,
// so a skipped or repeated index shows.
extern "C" void _occa_tileRuntimeExprSizes_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int &ts, const int &s, const int &ny, const int &nx, int *a, int *b, int *c, int *d) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int _occa_tiled_i = 1 + ((ts + 1) * (s + 1) * item_.get_group(2));
          {
            int i = _occa_tiled_i + ((s + 1) * item_.get_local_id(2));
            if (i <= n) {
              a[i] += 1 + i;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileRuntimeExprSizes_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int &ts, const int &s, const int &ny, const int &nx, int *a, int *b, int *c, int *d) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int _occa_tiled_i = n - ((n > 8 ? ts - 1 : 2) * s * item_.get_group(2));
          {
            int i = _occa_tiled_i - (s * item_.get_local_id(2));
            if (i >= 0) {
              b[i] += 2 * i + 1;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileRuntimeExprSizes_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int &ts, const int &s, const int &ny, const int &nx, int *a, int *b, int *c, int *d) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + ((ts << 1) * 2 * item_.get_group(2));
          {
            int i = _occa_tiled_i + (2 * item_.get_local_id(2));
            if (n > i) {
              c[i] += i - 7;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileRuntimeExprSizes_3(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int &ts, const int &s, const int &ny, const int &nx, int *a, int *b, int *c, int *d) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int _occa_tiled_y = 0 + (ts * item_.get_group(1));
          {
            int _occa_tiled_x = nx - 1 - ((ts + s) * s * item_.get_group(2));
            {
              int y = _occa_tiled_y + item_.get_local_id(1);
              if (y < ny) {
                {
                  int x = _occa_tiled_x - (s * item_.get_local_id(2));
                  if (x >= 0) {
                    d[y * nx + x] += 100 * y + x + 1;
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
