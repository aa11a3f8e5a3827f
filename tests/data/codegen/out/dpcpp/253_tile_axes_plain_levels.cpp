#include <sycl/sycl.hpp>

// `@tile` with explicit axes mixed with plain loops at other levels. First nest: a
// `@tile(2, @outer(1), )` whose element loop is a plain loop holding an `@outer(0)` loop, so a
// regular loop sits between the two `@outer` levels; inside, a `@tile(4, @inner(1), @inner(0))`
// nest writes `@shared` and `@exclusive` data that a plain `@inner(1)`/`@inner(0)` nest reads
// transposed (the two nests must number their work-items alike). Second nest: an `@outer` whose
// body walks a `@tile(3, , @inner)` (plain block loop, `@inner` element loop over 7 with the
// check) with an `@exclusive` counter that persists over the block iterations, then reads it in
// a plain `@inner` loop over the same 3 work-items.
extern "C" void _occa_tileAxesPlain_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &ny, const int &nx, int *grid, int *blocks) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 2, 4)]] {
      [=]() mutable {
        {
          int _occa_tiled_by = 0 + (2 * item_.get_group(1));
          for (int by = _occa_tiled_by; by < _occa_tiled_by + 2; ++by) {
            if (by < ny) {
              {
                int bx = 0 + (2 * item_.get_group(2));
                auto &tileS = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[2][4]>(item_.get_group());
                int mine;
                {
                  int _occa_tiled_t = 0 + (4 * item_.get_local_id(1));
                  {
                    int t = _occa_tiled_t + item_.get_local_id(2);
                    if (t < 8) {
                      mine = 100 * by + 10 * bx + t;
                      tileS[t / 4][t % 4] = mine;
                    }
                  }
                }
                sycl::group_barrier(item_.get_group());
                {
                  int r = 0 + item_.get_local_id(1);
                  {
                    int c = 0 + item_.get_local_id(2);
                    const int cell = ((by * nx + bx) * 2 + r) * 4 + c;
                    grid[cell] = tileS[1 - r][3 - c] * 1000 + mine;
                  }
                }
                sycl::group_barrier(item_.get_group());
              }
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileAxesPlain_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &ny, const int &nx, int *grid, int *blocks) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 3)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          int count;
          {
            int t = 0 + item_.get_local_id(2);
            count = 0;
          }
          for (int _occa_tiled_i = 0; _occa_tiled_i < 7; _occa_tiled_i += 3) {
            {
              int i = _occa_tiled_i + item_.get_local_id(2);
              if (i < 7) {
                count += i + 1;
              }
            }
          }
          {
            int t = 0 + item_.get_local_id(2);
            blocks[g * 3 + t] = count * 10 + g;
          }
        }
      }();
    });
  });
}
