#include <sycl/sycl.hpp>

// 3-D grids built from tiles on several axes: nested @tile(.., @outer(k), @inner(k)) pairs
// whose block loops are hoisted above the element loops (spec 4.5); a 3-D @outer grid with a
// @tile(.., @outer(1), @outer(0)) and a 3-D @inner nest with a @tile(.., @inner(1), @inner(0))
// around a @shared volume read transposed by a second nest; a decreasing stepped
// @tile(.., @inner, @inner) in the body of a tile-produced @inner loop; a tile whose block
// loop is @outer(2) in the body of a tile's @outer(0) element loop.
extern "C" void _occa_tiles3dNested_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nz, const int &ny, const int &nx, const int *in, int *out, int *vol, int *sums) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(2, 3, 4)]] {
      [=]() mutable {
        {
          int _occa_tiled_z = 0 + (2 * item_.get_group(0));
          {
            int _occa_tiled_y = ny - 1 - (3 * item_.get_group(1));
            {
              int _occa_tiled_x = 0 + (4 * 2 * item_.get_group(2));
              {
                int z = _occa_tiled_z + item_.get_local_id(0);
                if (z < nz) {
                  {
                    int y = _occa_tiled_y - item_.get_local_id(1);
                    if (y >= 0) {
                      {
                        int x = _occa_tiled_x + (2 * item_.get_local_id(2));
                        if (x < nx) {
                          out[(z * ny + y) * nx + x] = in[(z * ny + y) * nx + x] * 10 + (z + 2 * y + 3 * x) % 7;
                        }
                      }
                    }
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

extern "C" void _occa_tiles3dNested_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nz, const int &ny, const int &nx, const int *in, int *out, int *vol, int *sums) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(2, 3, 4)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(0);
          {
            int _occa_tiled_h = 0 + (2 * item_.get_group(1));
            {
              int h = _occa_tiled_h + item_.get_group(2);
              if (h < 3) {
                auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[2][3][4]>(item_.get_group());
                int mine;
                {
                  int a = 0 + item_.get_local_id(0);
                  {
                    int _occa_tiled_b = 11 - (4 * 1 * item_.get_local_id(1));
                    {
                      int b = _occa_tiled_b - (1 * item_.get_local_id(2));
                      if (b >= 0) {
                        mine = (g * 3 + h) * 100 + a * 12 + b;
                        s[a][b / 4][b % 4] = mine;
                      }
                    }
                  }
                }
                sycl::group_barrier(item_.get_group());
                {
                  int a = 0 + item_.get_local_id(0);
                  {
                    int _occa_tiled_b = 11 - (4 * 1 * item_.get_local_id(1));
                    {
                      int b = _occa_tiled_b - (1 * item_.get_local_id(2));
                      if (b >= 0) {
                        const int t = 11 - b;
                        vol[((g * 3 + h) * 2 + a) * 12 + b] = mine * 1000 + s[1 - a][t / 4][t % 4] % 100;
                      }
                    }
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

extern "C" void _occa_tiles3dNested_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nz, const int &ny, const int &nx, const int *in, int *out, int *vol, int *sums) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int _occa_tiled_r = 0 + (4 * item_.get_group(2));
          {
            int r = _occa_tiled_r + item_.get_local_id(0);
            if (r < nz * ny) {
              {
                int _occa_tiled_q = nx - 1 - (6 * 3 * item_.get_local_id(1));
                {
                  int q = _occa_tiled_q - (3 * item_.get_local_id(2));
                  if (q >= 0) {
                    {
                      using _occa_atomic_t = int;
                      sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(sums[r]);
                      _occa_ref += (_occa_atomic_t) (in[r * nx + q] * (q + 1));
                    }
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

extern "C" void _occa_tiles3dNested_3(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nz, const int &ny, const int &nx, const int *in, int *out, int *vol, int *sums) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 5)]] {
      [=]() mutable {
        {
          int _occa_tiled_b = 0 + (2 * item_.get_group(1));
          {
            int b = _occa_tiled_b + item_.get_group(2);
            {
              int _occa_tiled_e = 0 + (5 * item_.get_group(0));
              if (b < nz) {
                {
                  int e = _occa_tiled_e + item_.get_local_id(2);
                  if (e < ny * nx) {
                    {
                      using _occa_atomic_t = int;
                      sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(sums[nz * ny + b]);
                      _occa_ref += (_occa_atomic_t) (in[b * ny * nx + e]);
                    }
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
