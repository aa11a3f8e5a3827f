#include <sycl/sycl.hpp>

// `@shared` arrays of structs and of `@dim` typedefs declared in nested blocks, inside an `if`
// on the `@outer` iterator and inside a regular loop of the `@outer` body; a `@dim` typedef with
// `@dimOrder` used for a `@shared` tile and for a kernel parameter; a struct array read through
// a reference to an element and a member function.
typedef float tile_t[4 * 6];

typedef const float *grid_t;

struct Cell {
  float v;
  int tag;
  float scaled(float s) const {
    return v * s + tag;
  }
};

extern "C" void _occa_sharedDimTypedefs_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, grid_t g, float *out, int *tags) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            auto &t = *sycl::ext::oneapi::group_local_memory_for_overwrite<tile_t>(item_.get_group());
            {
              int j = 0 + item_.get_local_id(2);
              for (int i = 0; i < 6; ++i) {
                t[i + 6 * j] = g[i + 6 * j] + b;
              }
            }
            sycl::group_barrier(item_.get_group());
            {
              auto &cells = *sycl::ext::oneapi::group_local_memory_for_overwrite<Cell[4]>(item_.get_group());
              {
                int j = 0 + item_.get_local_id(2);
                cells[j].v = 0;
                for (int i = 0; i < 6; ++i) {
                  cells[j].v += t[i + 6 * j];
                }
                cells[j].tag = j * 10 + b;
              }
              sycl::group_barrier(item_.get_group());
              {
                int j = 0 + item_.get_local_id(2);
                const Cell &c = cells[3 - j];
                out[b * 4 + j] = c.scaled(0.5f);
              }
              sycl::group_barrier(item_.get_group());
            }
          }
          if (b % 2 == 0) {
            auto &pair = *sycl::ext::oneapi::group_local_memory_for_overwrite<Cell[2][4]>(item_.get_group());
            {
              int j = 0 + item_.get_local_id(2);
              pair[0][j].tag = j + b;
              pair[1][j].tag = 2 * j;
            }
            sycl::group_barrier(item_.get_group());
            {
              int j = 0 + item_.get_local_id(2);
              tags[b * 4 + j] = pair[0][(j + 1) % 4].tag * 100 + pair[1][3 - j].tag;
            }
          } else {
            for (int r = 0; r < 2; ++r) {
              auto &acc = *sycl::ext::oneapi::group_local_memory_for_overwrite<tile_t>(item_.get_group());
              {
                int j = 0 + item_.get_local_id(2);
                for (int i = 0; i < 6; ++i) {
                  acc[i + 6 * j] = (float)(r + i);
                }
              }
              sycl::group_barrier(item_.get_group());
              {
                int j = 0 + item_.get_local_id(2);
                float s = 0;
                for (int i = 0; i < 6; ++i) {
                  s += acc[i + 6 * (3 - j)] * g[i + 6 * j];
                }
                if (r == 1) {
                  tags[b * 4 + j] = (int)s;
                }
              }
              sycl::group_barrier(item_.get_group());
            }
          }
        }
      }();
    });
  });
}
