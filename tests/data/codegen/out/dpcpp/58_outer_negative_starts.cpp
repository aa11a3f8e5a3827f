#include <sycl/sycl.hpp>

// Several top-level @outer nests with negative and non-zero starts, a 2-D @outer nest with a
// decreasing stepped axis, @inner loops with negative starts, and @shared/@exclusive data.
extern "C" void _occa_outerNegativeStarts_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &lo, const int &hi, const int *x, int *y, int *z, int *w) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 6)]] {
      [=]() mutable {
        {
          int b = lo + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[6]>(item_.get_group());
          int e;
          {
            int t = -3 + item_.get_local_id(2);
            e = x[(b - lo) * 6 + t + 3] + b;
            s[t + 3] = e;
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = -3 + item_.get_local_id(2);
            y[(b - lo) * 6 + t + 3] = e * 10 + s[2 - t];
          }
        }
      }();
    });
  });
}

extern "C" void _occa_outerNegativeStarts_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &lo, const int &hi, const int *x, int *y, int *z, int *w) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 3)]] {
      [=]() mutable {
        {
          int by = hi - (2 * item_.get_group(1));
          {
            int bx = -2 + item_.get_group(2);
            {
              int t = 0 + item_.get_local_id(2);
              z[((hi - by) / 2 * 4 + bx + 2) * 3 + t] = by * 100 + bx * 10 + t;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_outerNegativeStarts_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &lo, const int &hi, const int *x, int *y, int *z, int *w) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = -1 - item_.get_group(2);
          {
            int t = -1 - (1 * item_.get_local_id(2));
            w[(-1 - b) * 4 + (-1 - t)] = b * t;
          }
        }
      }();
    });
  });
}
