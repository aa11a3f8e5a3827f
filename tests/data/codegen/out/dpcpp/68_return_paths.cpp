#include <sycl/sycl.hpp>

// `return` ends one work-item inside an @inner loop and one work-group in an @outer body outside
// the @inner loops. The work-items and groups that return come first in sequential order, from
// inside a regular loop, from a `switch`, from an outer @inner level and from a tile.
extern "C" void _occa_returnPaths_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int *skip, int *a, int *b, int *c) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          if (skip[g] != 0) {
            return;
          }
          {
            int t = 0 + item_.get_local_id(2);
            const int i = g * 8 + t;
            if (t < 2) {
              return;
            }
            int acc = 0;
            for (int k = 0; k < 4; ++k) {
              if (k * t > 9) {
                return;
              }
              acc += k;
            }
            const int twice = 2 * acc;
            switch (t % 3) {
              case 0:
                return;
              default:
                break;
            }
            a[i] = twice + 1;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_returnPaths_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int *skip, int *a, int *b, int *c) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 5)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          {
            int y = 0 + item_.get_local_id(1);
            if (y == 1) {
              return;
            }
            {
              int x = 0 + item_.get_local_id(2);
              if (x == y) {
                return;
              }
              b[(g * 4 + y) * 5 + x] = 1 + x + y;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_returnPaths_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int *skip, int *a, int *b, int *c) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (4 * item_.get_group(2));
          {
            int i = _occa_tiled_i + item_.get_local_id(2);
            if (i < n) {
              if (i % 3 == 0) {
                return;
              }
              c[i] = i;
            }
          }
        }
      }();
    });
  });
}
