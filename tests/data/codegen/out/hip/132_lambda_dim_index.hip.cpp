#include <hip/hip_runtime.h>

// Lambdas returning values used as `@dim` indices, and a lambda whose body calls a `@dim`
// accessor on the left of an assignment and reads an `@exclusive` scalar.
extern "C" __global__ __launch_bounds__(4) void _occa_lambdaDimIndex_0(const int nB, const float *x, float *y) {
  {
    int b = 0 + blockIdx.x;
    int col;
    {
      int t = 0 + threadIdx.x;
      auto rotate = [=](int k) {
        return (k + 1) % 4;
      };
      auto row = [&]() -> int {
        return nB - 1 - b;
      };
      col = rotate(t);
      auto store = [&](float v) {
        y[col + 4 * b] = v + x[t + 4 * row()];
      };
      store(10.0f * x[rotate(col) + 4 * b]);
    }
  }
}
