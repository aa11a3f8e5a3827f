#include <sycl/sycl.hpp>

// A 3-D `@outer` grid written in the order `@outer(1)`, `@outer(2)`, `@outer(0)` with non-zero
// starts and steps (up by 2, down by 3, up by 1 from -2); below it an `if` on the outer
// iterators chooses between two 2-D `@inner` nests of different shapes (4 x 3 and 2 x 6, axes
// written `@inner(0)` outside `@inner(1)` in one branch), both writing the same `@exclusive`
// and `@shared` variables that a later common nest reads. The work-group is 4 x 6 (per-axis
// maxima); in each group only the items of the taken branch write.
extern "C" void _occa_permutedAxes_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nx, const int &ny, const int &nz, int *out, int *groups) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 6, 4)]] {
      [=]() mutable {
        {
          int y = 1 + (2 * item_.get_group(1));
          {
            int z = nz - (3 * item_.get_group(0));
            {
              int x = -2 + item_.get_group(2);
              auto &tile = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[6][4]>(item_.get_group());
              int mine;
              const int g = (y / 2 * ((nz + 2) / 3) + (nz - z) / 3) * (nx + 2) + (x + 2);
              {
                int j = 0 + item_.get_local_id(1);
                {
                  int i = 0 + item_.get_local_id(2);
                  tile[j][i] = -1;
                  mine = -2;
                }
              }
              sycl::group_barrier(item_.get_group());
              if ((x + y + z) % 2 == 0) {
                {
                  int j = 0 + item_.get_local_id(1);
                  if (j < 3) {
                    {
                      int i = 0 + item_.get_local_id(2);
                      if (i < 4) {
                        mine = 100 * x + 10 * j + i;
                        tile[j][i] = y * z;
                      }
                    }
                  }
                }
                sycl::group_barrier(item_.get_group());
              } else {
                {
                  int i = 0 + item_.get_local_id(2);
                  if (i < 2) {
                    {
                      int j = 0 + item_.get_local_id(1);
                      if (j < 6) {
                        mine = -(100 * x + 10 * j + i);
                        tile[j][i] = y + z;
                      }
                    }
                  }
                }
                sycl::group_barrier(item_.get_group());
              }
              {
                int j = 0 + item_.get_local_id(1);
                if (j < 6) {
                  {
                    int i = 0 + item_.get_local_id(2);
                    if (i < 4) {
                      out[g * 24 + j * 4 + i] = mine * 1000 + tile[j][i];
                      if (i == 0 && j == 0) {
                        groups[g] = x * 10000 + y * 100 + z;
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
