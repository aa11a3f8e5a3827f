#include <sycl/sycl.hpp>

// `@inner` bounds, `@tile` sizes and `@shared` extents computed from C++ constant expressions
// whose values oklc must get right: unsigned wrap-around and shifts, truncating division and
// remainder of negatives, narrowing casts, `sizeof`/`alignof`, enumerators, `constexpr` array
// elements and a recursive `constexpr` function. Each value sizes @exclusive storage on host
// targets, and the group size (the product of the bounds) decides when every work-item of a
// group has returned: a group in which all work-items return must stop (`seen`), and one in
// which a single work-item survives must go on.
typedef unsigned short ushort_t;

enum Sizes {
  S0,
  S1,
  S2,
  S3
};

constexpr int kSizes[3] = {2, 3, 4};

constexpr int pow2(int n) {
  return n == 0 ? 1 : 2 * pow2(n - 1);
}

extern "C" void _occa_constantValues_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &groups, int *out, int *seen) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          bool _occa_returned = false;
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[(~0u >> 29) + -7 % 3 + 1]>(item_.get_group());
          int e;
          for (int it = 0; it < 3; ++it) {
            if (!_occa_returned) {
              seen[g] = it;
            }
            {
              int y = 0 + item_.get_local_id(1);
              if (!_occa_returned) {
                {
                  int x = 0 + item_.get_local_id(2);
                  const int id = y * 4 + x;
                  if (it == 0) {
                    e = 100 * g + id;
                  }
                  if (id < 7) {
                    s[id] = e;
                  }
                  if (g == 1 || (g == 2 && id != 7)) {
                    _occa_returned = true;
                  }
                }
              }
            }
            sycl::group_barrier(item_.get_group());
            {
              int _occa_tiled_t = 0 + (4 * item_.get_local_id(1));
              if (_occa_tiled_t < (int)(alignof(double) + sizeof(short)) - 2) {
                if (!_occa_returned) {
                  {
                    int t = _occa_tiled_t + item_.get_local_id(2);
                    if (t < (int)(alignof(double) + sizeof(short)) - 2) {
                      out[(g * 3 + it) * 16 + t] = e + 1000 * it + (s[0] >= 0 ? 0 : 1);
                    }
                  }
                }
              }
            }
            sycl::group_barrier(item_.get_group());
            {
              int _occa_tiled_t = 0 + ((int)sizeof(int) * item_.get_local_id(1));
              if (_occa_tiled_t < S3 * 5 + 1) {
                if (!_occa_returned) {
                  {
                    int t = _occa_tiled_t + item_.get_local_id(2);
                    if (t < S3 * 5 + 1) {
                      if (t < 16) {
                        e += 1;
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
