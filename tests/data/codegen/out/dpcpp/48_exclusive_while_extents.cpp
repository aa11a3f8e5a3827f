#include <sycl/sycl.hpp>

// @exclusive scalars and arrays read across 2-D inner nests of different extents inside a
// `while` loop between the outer and inner loops, with explicit barriers and @shared data; and a
// second @outer nest with 3-D inner nests of different extents.
extern "C" void _occa_exclusiveWhile_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const int *x, int *y, float *out2) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 16)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int e;
          int hist[3];
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[4][8]>(item_.get_group());
          {
            int ty = 0 + item_.get_local_id(1);
            {
              int tx = 0 + item_.get_local_id(2);
              if (tx < 8) {
                e = x[b * 32 + ty * 8 + tx];
                hist[0] = hist[1] = hist[2] = 0;
                s[ty][tx] = e;
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          int r = 0;
          while (r < 3) {
            sycl::group_barrier(item_.get_group());
            {
              int ty = 0 + item_.get_local_id(1);
              if (ty < 2) {
                {
                  int tx = 0 + item_.get_local_id(2);
                  if (tx < 8) {
                    hist[r] = e + s[ty + 2][tx] * (r + 1);
                    e += r;
                  }
                }
              }
            }
            sycl::group_barrier(item_.get_group());
            {
              int ty = 0 + item_.get_local_id(1);
              if (ty < 4) {
                {
                  int tx = 0 + item_.get_local_id(2);
                  if (tx < 8) {
                    if (ty < 2) {
                      e -= hist[r] % 5;
                    }
                  }
                }
              }
            }
            ++r;
          }
          {
            int ty = 0 + item_.get_local_id(1);
            if (ty < 4) {
              {
                int tx = 0 + item_.get_local_id(2);
                if (tx < 8) {
                  y[b * 32 + ty * 8 + tx] = e * 1000 + hist[0] * 100 + hist[1] * 10 + hist[2];
                }
              }
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_exclusiveWhile_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const int *x, int *y, float *out2) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(2, 3, 5)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          float acc[2];
          {
            int z = 0 + item_.get_local_id(0);
            {
              int yy = 0 + item_.get_local_id(1);
              {
                int xx = 0 + item_.get_local_id(2);
                if (xx < 4) {
                  acc[0] = xx + 10 * yy + 100 * z;
                  acc[1] = b;
                }
              }
            }
          }
          {
            int z = 0 + item_.get_local_id(0);
            if (z < 1) {
              {
                int yy = 0 + item_.get_local_id(1);
                {
                  int xx = 0 + item_.get_local_id(2);
                  if (xx < 4) {
                    acc[1] += 2.0f * acc[0];
                  }
                }
              }
            }
          }
          {
            int z = 0 + item_.get_local_id(0);
            if (z < 2) {
              {
                int yy = 0 + item_.get_local_id(1);
                {
                  int xx = 0 + item_.get_local_id(2);
                  if (xx < 4) {
                    out2[b * 24 + z * 12 + yy * 4 + xx] = acc[0] * 1000.0f + acc[1];
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
