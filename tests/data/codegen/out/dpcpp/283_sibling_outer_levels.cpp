#include <sycl/sycl.hpp>

// Two and three sibling `@outer(0)` loops in the body of one `@outer(1)` loop (one work-group
// grid; a group runs every sibling in turn), each with its own `@shared` and `@exclusive`
// arrays of one name and a different `@inner` shape (1 x 8, 2 x 4, 4 x 2); a regular loop and an
// `if` on the `@outer(1)` iterator between the siblings, and a group-level local between
// `@outer(1)` and the siblings. Each sibling reads what the previous one wrote for its own group.
extern "C" void _occa_siblingOuters_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &ny, const int &nx, const int *x, int *a, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 8)]] {
      [=]() mutable {
        {
          int by = 0 + item_.get_group(1);
          const int rowBase = by * nx * 8;
          {
            int bx = 0 + item_.get_group(2);
            if (bx < nx) {
              auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[8]>(item_.get_group());
              int e;
              {
                int u = 0 + item_.get_local_id(1);
                if (u < 1) {
                  {
                    int t = 0 + item_.get_local_id(2);
                    e = x[rowBase + bx * 8 + t];
                    s[t] = e * 2;
                  }
                }
              }
              sycl::group_barrier(item_.get_group());
              {
                int u = 0 + item_.get_local_id(1);
                if (u < 1) {
                  {
                    int t = 0 + item_.get_local_id(2);
                    if (t < 8) {
                      a[rowBase + bx * 8 + t] = s[7 - t] + e;
                    }
                  }
                }
              }
              sycl::group_barrier(item_.get_group());
            }
          }
          for (int r = 0; r < 2; ++r) {
            {
              int bx = 0 + item_.get_group(2);
              if (bx < nx) {
                auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[2][4]>(item_.get_group());
                int e[2];
                {
                  int i = 0 + item_.get_local_id(1);
                  if (i < 2) {
                    {
                      int j = 0 + item_.get_local_id(2);
                      if (j < 4) {
                        e[0] = a[rowBase + bx * 8 + i * 4 + j];
                        e[1] = r;
                        s[i][j] = e[0];
                      }
                    }
                  }
                }
                sycl::group_barrier(item_.get_group());
                {
                  int i = 0 + item_.get_local_id(1);
                  if (i < 2) {
                    {
                      int j = 0 + item_.get_local_id(2);
                      if (j < 4) {
                        a[rowBase + bx * 8 + i * 4 + j] = e[0] + s[1 - i][j] * (e[1] + 1);
                      }
                    }
                  }
                }
                sycl::group_barrier(item_.get_group());
              }
            }
          }
          if (by % 2 == 1) {
            {
              int bx = nx - 1 - item_.get_group(2);
              if (bx >= 0) {
                int e;
                {
                  int i = 0 + item_.get_local_id(1);
                  {
                    int j = 0 + item_.get_local_id(2);
                    if (j < 2) {
                      // Iteration `bx` of this decreasing sibling runs on the work-group that ran
                      // iteration `nx - 1 - bx` of the siblings above: only what that group wrote is
                      // ordered before this read (work-groups are not ordered with each other).
                      e = a[rowBase + (nx - 1 - bx) * 8 + i * 2 + j];
                    }
                  }
                }
                {
                  int i = 0 + item_.get_local_id(1);
                  if (i < 4) {
                    {
                      int j = 0 + item_.get_local_id(2);
                      if (j < 2) {
                        out[rowBase + bx * 8 + i * 2 + j] = e + 1000;
                      }
                    }
                  }
                }
              }
            }
          } else {
            {
              int bx = 0 + item_.get_group(2);
              if (bx < nx) {
                {
                  int i = 0 + item_.get_local_id(1);
                  if (i < 4) {
                    {
                      int j = 0 + item_.get_local_id(2);
                      if (j < 2) {
                        out[rowBase + bx * 8 + i * 2 + j] = -a[rowBase + bx * 8 + i * 2 + j];
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
