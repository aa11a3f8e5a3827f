#include <sycl/sycl.hpp>

// @exclusive across inner loops whose iterators differ from the work-item number: decreasing,
// runtime step, `-= 2`, iterator on the right; and across 2-D nests with explicit, swapped axes.
extern "C" void _occa_exclusiveIterNumbers_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const int &s, const int *x, int *y, int *z) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int v;
          {
            int i = 0 + item_.get_local_id(2);
            if (i < 8) {
              v = x[b * 8 + i];
            }
          }
          {
            int j = 7 - item_.get_local_id(2);
            if (j >= 0) {
              v += 100 * j;
            }
          }
          {
            int k = 3 + (s * item_.get_local_id(2));
            if (k < 3 + 8 * s) {
              v += k;
            }
          }
          {
            int k = 20 - (2 * item_.get_local_id(2));
            if (k > 4) {
              v = v * 2 + k;
            }
          }
          {
            int t = 1 + item_.get_local_id(2);
            if (8 >= t) {
              y[b * 8 + t - 1] = v;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_exclusiveIterNumbers_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const int &s, const int *x, int *y, int *z) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 3, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int w;
          {
            int tx = 0 + item_.get_local_id(2);
            {
              int ty = 0 + item_.get_local_id(1);
              w = tx * 10 + ty + b;
            }
          }
          {
            int ty = 0 + item_.get_local_id(1);
            {
              int tx = 0 + item_.get_local_id(2);
              w += 1000 * ty;
            }
          }
          {
            int ty = 2 - item_.get_local_id(1);
            {
              int tx = 0 + item_.get_local_id(2);
              z[b * 12 + tx * 3 + ty] = w;
            }
          }
        }
      }();
    });
  });
}
