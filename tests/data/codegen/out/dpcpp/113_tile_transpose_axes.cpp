#include <sycl/sycl.hpp>

// Classic tiled transpose with explicit axes on both tile levels: `@tile(TS, @outer(1),
// @inner(1))` around `@tile(TS, @outer(0), @inner(0))`, a padded `@shared` tile, and a
// second pass over the same matrix with `check = false` tiles whose iterators step by 2
// (`i += 2`, the range a multiple of the tile span) and count down (`j -= 2`, `>=`).
extern "C" void _occa_tileTranspose_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &rows, const int &cols, const float *in, float *out, int *marks) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int _occa_tiled_r = 0 + (4 * item_.get_group(1));
          {
            int _occa_tiled_c = 0 + (4 * item_.get_group(2));
            {
              int r = _occa_tiled_r + item_.get_local_id(1);
              if (r < rows) {
                {
                  int c = _occa_tiled_c + item_.get_local_id(2);
                  if (c < cols) {
                    out[c * rows + r] = in[r * cols + c];
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

extern "C" void _occa_tileTranspose_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &rows, const int &cols, const float *in, float *out, int *marks) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int by = 0 + item_.get_group(1);
          {
            int bx = 0 + item_.get_group(2);
            auto &tile = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[4][4 + 1]>(item_.get_group());
            {
              int y = 0 + item_.get_local_id(1);
              {
                int x = 0 + item_.get_local_id(2);
                const int r = by * 4 + y;
                const int c = bx * 4 + x;
                if (r < rows && c < cols) {
                  tile[y][x] = in[r * cols + c];
                }
              }
            }
            sycl::group_barrier(item_.get_group());
            {
              int y = 0 + item_.get_local_id(1);
              {
                int x = 0 + item_.get_local_id(2);
                const int r = by * 4 + x;
                const int c = bx * 4 + y;
                if (r < rows && c < cols) {
                  out[c * rows + r] += tile[x][y];
                }
              }
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileTranspose_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &rows, const int &cols, const float *in, float *out, int *marks) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 8, 4)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (8 * 2 * item_.get_group(1));
          {
            int _occa_tiled_j = 15 - (4 * 2 * item_.get_group(2));
            {
              int i = _occa_tiled_i + (2 * item_.get_local_id(1));
              {
                int j = _occa_tiled_j - (2 * item_.get_local_id(2));
                marks[i * 16 + j] += 1 + i + 100 * j;
              }
            }
          }
        }
      }();
    });
  });
}
