#include <hip/hip_runtime.h>

// Lambdas inside an `@inner` body that use OKL: an `@exclusive` scalar and array, a `@dim`
// accessor and an `@atomic` update. Their bodies must be lowered like the rest of the kernel
// (or rejected with a diagnostic), never printed with `@atomic` or unlowered accessors.
extern "C" __global__ __launch_bounds__(4) void _occa_lambdaOkl_0(const int nB, const float *x, float *y, float *total) {
  {
    int b = 0 + blockIdx.x;
    float acc;
    float part[2];
    {
      int t = 0 + threadIdx.x;
      auto get = [&](int i) {
        return x[i + 4 * b];
      };
      auto add = [&](float v) {
        acc += v;
        part[t % 2] += v;
      };
      auto publish = [&](float v) {
        atomicAdd(&total[0], v);
      };
      acc = 0.0f;
      part[0] = 0.0f;
      part[1] = 0.0f;
      add(get(t));
      add(get(3 - t));
      publish(acc);
      y[b * 4 + t] = acc + 10.0f * part[t % 2];
    }
  }
}
