#include <hip/hip_runtime.h>

// A `mutable` lambda with init-captures (`[k = 0, step = 2 * t + 1]`) keeps its own state
// across calls; an init-capture shadows a kernel variable of the same name, and a by-reference
// init-capture names an `@exclusive` scalar.
extern "C" __global__ __launch_bounds__(4) void _occa_lambdaMutable_0(const int nB, int *y) {
  {
    int b = 0 + blockIdx.x;
    int sum;
    {
      int t = 0 + threadIdx.x;
      int step = 100;
      sum = 0;
      auto next = [k = 0, step = 2 * t + 1]() mutable {
        k += step;
        return k;
      };
      auto add = [&s = sum, b](int v) {
        s += v + b;
      };
      add(next());
      add(next());
      add(next());
      y[b * 4 + t] = sum + step;
    }
  }
}
