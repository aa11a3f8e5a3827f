#include <hip/hip_runtime.h>

// Control flow inside lambdas in an `@inner` body: `return` is the lambda's own (not the
// work-item's), `break` and `continue` belong to a loop inside the lambda, a generic `auto`
// parameter, a nested lambda that updates an `@exclusive` array, and an `@atomic` block.
extern "C" __global__ __launch_bounds__(4) void _occa_lambdaControl_0(const int nB, const int *x, int *y, int *count) {
  {
    int b = 0 + blockIdx.x;
    int hist[3];
    {
      int t = 0 + threadIdx.x;
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
        atomicAdd(&count[0], 1);
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
