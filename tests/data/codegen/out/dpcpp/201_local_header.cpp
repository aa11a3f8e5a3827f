#include <sycl/sycl.hpp>

// Header of conformance case 201, included by file name from the kernel's folder. It is
// included three times (plainly, through `./`, and through a macro naming it); `#pragma once`
// and the include guard each stop a repeated definition.
typedef int dlong;

struct Pair {
  dlong lo;
  dlong hi;
};

template <typename T>
static inline T clampTo(T v, T lo, T hi) {
  return v < lo ? lo : v > hi ? hi : v;
}

// A header next to the kernel (`#include "201_local_header.h"`), resolved relative to the
// including file as C compilers do, included again through `./` and through a macro that
// names it (computed include). The header brings macros that size `@shared` memory and build
// `@inner` loop heads, a typedef, a struct and a function template. `__has_include` of the
// header and of a missing file, `defined`, and `#line` with a file name (read back through
// `__LINE__` and `__FILE__`) decide values; the header's `#pragma once` must not reach the
// output.
static constexpr int lineHere = 500;

extern "C" void _occa_localHeader_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const dlong &n, const Pair *lims, const int *x, int *y, int *info) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 3, 3)]] {
      [=]() mutable {
        {
          dlong e = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[3 * 3]>(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              s[j * 3 + i] = x[e * (3 * 3) + j * 3 + i];
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const Pair p = lims[e];
              y[e * (3 * 3) + j * 3 + i] = clampTo(s[i * 3 + j], p.lo, p.hi);
              if (e == 0 && i == 0 && j == 0) {
                const char *file = "renamed_201.okl";
                int len = 0;
                while (file[len] != '\0') {
                  ++len;
                }
                info[0] = 10 + 1;
                info[1] = lineHere;
                info[2] = len * 1000 + file[0] * 10 + (file[len - 5] - '0');
              }
            }
          }
        }
      }();
    });
  });
}
