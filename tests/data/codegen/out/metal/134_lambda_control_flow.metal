#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Control flow inside lambdas in an `@inner` body: `return` is the lambda's own (not the
// work-item's), `break` and `continue` belong to a loop inside the lambda, a generic `auto`
// parameter, a nested lambda that updates an `@exclusive` array, and an `@atomic` block.
kernel void _occa_lambdaControl_0(constant int &nB [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], device int *count [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    int hist[3];
    {
      int t = 0 + _occa_thread_position.x;
      hist[0] = 0;
      hist[1] = 0;
      hist[2] = 0;
      auto firstNegative = [&](auto limit) {
        for (int i = 0; i < limit; ++i) {
          if (x[b * 4 + i] >= 0) {
            continue;
          }
          return i;
        }
        return -1;
      };
      auto tally = [&](int v) {
        auto bump = [&](int k) {
          hist[k] += 1;
        };
        if (v < 0) {
          bump(0);
          return;
        }
        bump(v % 2 + 1);
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&count[0]), (int) (1), memory_order_relaxed);
      };
      for (int i = 0; i <= t; ++i) {
        tally(x[b * 4 + i]);
        if (i == 2) {
          break;
        }
      }
      if (t == 3) {
        y[b * 4 + t] = firstNegative(4);
        return;
      }
      y[b * 4 + t] = hist[0] + 10 * hist[1] + 100 * hist[2];
    }
  }
}
