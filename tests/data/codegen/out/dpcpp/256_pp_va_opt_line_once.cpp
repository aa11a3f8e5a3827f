#include <sycl/sycl.hpp>

// Included twice by case 256: `#pragma once` must make the second inclusion empty (the struct
// would otherwise be redefined).
struct p256_pair {
  int lo;
  int hi;
};

// Preprocessor corners around a kernel: `__VA_OPT__` in macros with only `...` (the body names
// no parameter) and with a named parameter, giving `pick(1 __VA_OPT__(, __VA_ARGS__))` its optional comma and a count; `#line`
// renumbering read back through `__LINE__` in an object-like macro and as an argument on the
// second line of an invocation; `#if` on object-like macros that expand to `defined(X)` and
// `defined X` (undefined behaviour in C, evaluated by gcc and clang as written);
// a header with `#pragma once` included twice (it defines a struct); `_Pragma("unroll 2")` and
// `_Pragma` of an `occa attributes` pragma from a macro.
int pick(int a, int b = 0, int c = 0) {
  return a + 10 * b + 100 * c;
}

extern "C" void _occa_ppCorners_0(sycl::queue *queue_, sycl::nd_range<3> *range_, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            int v;
            v = pick(1, t, g * 10);
            out[g * 16 + t] = v + 0 * 100 + (0 + 1) * 1000 + 0 * 10000;
          }
          {
            int t = 0 + item_.get_local_id(2);
            p256_pair pr = {1 + (1 + 1) * 10 + (1 + (1 + 1)) * 100, 40 + 1};
            int s = 0;
            #pragma unroll 2
            for (int k = 0; k < 3; ++k) {
              s += k;
            }
            out[g * 16 + 4 + 3 * t] = pr.lo + pr.hi * 1000;
            out[g * 16 + 5 + 3 * t] = s + 2 * 10;
            out[g * 16 + 6 + 3 * t] = (1020 - 1000) * 100 + (1021 - 1000);
          }
        }
      }();
    });
  });
}
