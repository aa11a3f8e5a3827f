#include <sycl/sycl.hpp>

// @inner bodies that are a single `if (t < g)` whose bound g mentions the iterator itself: the
// condition is not monotone in t, so it must be evaluated for every iteration.
extern "C" void _occa_guardUsesIterator_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          const int lim = x[b] % 7 + 4;
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 2 * t - lim) {
              y[b * 16 + t] += 1;
            }
          }
          {
            int t = 0 + item_.get_local_id(2);
            if (t < (lim - t) * (lim - t) - 3) {
              y[b * 16 + t] += 10;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_guardUsesIterator_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          const int lim = x[b] % 7 + 4;
          {
            int ty = 0 + item_.get_local_id(1);
            {
              int tx = 0 + item_.get_local_id(2);
              if (tx < ty * tx - 1 + lim % 2) {
                y[b * 16 + ty * 4 + tx] += 100;
              }
            }
          }
        }
      }();
    });
  });
}
