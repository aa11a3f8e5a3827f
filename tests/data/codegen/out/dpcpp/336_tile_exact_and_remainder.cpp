#include <sycl/sycl.hpp>

// `@tile` as block-partitioned kernels use it: `check=false` only where the range is an exact
// multiple of the tile (increasing, decreasing with the iterator on the right, stepping by a
// macro), `check=true` where a remainder is left (inclusive bound, decreasing with a step
// crossing zero). Each loop writes its own output so a lost or repeated element shows.
extern "C" void _occa_tileExactAndRemainder_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int &m, int *a, int *b, int *c, int *d, int *e) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (4 * item_.get_group(2));
          {
            int i = _occa_tiled_i + item_.get_local_id(2);
            a[i] = 3 * i + 1;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileExactAndRemainder_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int &m, int *a, int *b, int *c, int *d, int *e) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 2 + (4 * item_.get_group(2));
          {
            int i = _occa_tiled_i + item_.get_local_id(2);
            if (i <= m) {
              b[i] += i * i;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileExactAndRemainder_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int &m, int *a, int *b, int *c, int *d, int *e) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = m - (4 * 2 * item_.get_group(2));
          {
            int i = _occa_tiled_i - (2 * item_.get_local_id(2));
            if (i > -4) {
              c[i + 4] += i - 100;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileExactAndRemainder_3(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int &m, int *a, int *b, int *c, int *d, int *e) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 23 - (2 * 4 * item_.get_group(2));
          {
            int i = _occa_tiled_i - item_.get_local_id(2);
            d[i] += 2 * i - 7;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileExactAndRemainder_4(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int &m, int *a, int *b, int *c, int *d, int *e) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 1 + (4 * 2 * item_.get_group(2));
          {
            int i = _occa_tiled_i + (2 * item_.get_local_id(2));
            e[(i - 1) / 2] += i * 5;
          }
        }
      }();
    });
  });
}
