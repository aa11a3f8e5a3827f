#include <sycl/sycl.hpp>

#include <cstddef>

// Tiles over 64-bit iterators whose values do not fit in `int`: `long` with `<=` and `+= 3`
// (check), `size_t` with the iterator on the right (`end > i`) and `check=false` on a
// range the tile divides, a decreasing `long long` tile with `>=` and `-= 2`, and an `@inner`
// tile over `unsigned long` with `<=`.
typedef long dlong;

extern "C" void _occa_tileLongInclusive_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const dlong &base, const dlong &n, const int &m, int *a, int *b, int *c) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          dlong _occa_tiled_i = base + (4 * 3 * (long long) item_.get_group(2));
          {
            dlong i = _occa_tiled_i + (3 * (long long) item_.get_local_id(2));
            if (i <= base + n - 1) {
              a[i - base] += (int)((i - base) / 3) + 1;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileLongInclusive_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const dlong &base, const dlong &n, const int &m, int *a, int *b, int *c) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          size_t _occa_tiled_i = (size_t)base + (8 * item_.get_group(2));
          {
            size_t i = _occa_tiled_i + item_.get_local_id(2);
            b[i - (size_t)base] = (int)(i % 1000);
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileLongInclusive_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const dlong &base, const dlong &n, const int &m, int *a, int *b, int *c) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 5)]] {
      [=]() mutable {
        {
          long long _occa_tiled_i = base + n - 1 - (5 * 2 * (long long) item_.get_group(2));
          {
            long long i = _occa_tiled_i - (2 * (long long) item_.get_local_id(2));
            if (i >= base) {
              c[i - base] += 7;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileLongInclusive_3(sycl::queue *queue_, sycl::nd_range<3> *range_, const dlong &base, const dlong &n, const int &m, int *a, int *b, int *c) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          {
            unsigned long _occa_tiled_k = 0 + (4 * item_.get_local_id(1));
            {
              unsigned long k = _occa_tiled_k + item_.get_local_id(2);
              if (k <= (unsigned long)(m - 1)) {
                c[g * m + k] += 100 * g;
              }
            }
          }
        }
      }();
    });
  });
}
