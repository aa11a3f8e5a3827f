#include <hip/hip_runtime.h>

// Lambdas defined in the `@outer` body (outside the `@inner` loops) that touch no `@exclusive`
// variable: they capture the block index and a local by reference, get the `@shared` array as
// an argument (naming it in a lambda defined out here would use it outside an `@inner` loop,
// OKL0532, as for any other statement there) and are called on both sides of a barrier.
extern "C" __global__ __launch_bounds__(8) void _occa_lambdaOuterPlain_0(const int nB, const float *x, float *y) {
  {
    int b = 0 + blockIdx.x;
    __shared__ float tile[8];
    const float scale = 1.0f + b;
    auto load = [&](float *s, int t) {
      s[t] = scale * x[b * 8 + t];
    };
    auto mirror = [](const float *s, int t) -> float {
      return s[7 - t];
    };
    {
      int t = 0 + threadIdx.x;
      load(tile, t);
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      y[b * 8 + t] = mirror(tile, t) + tile[t];
    }
  }
}
