#include <hip/hip_runtime.h>

// The normalised `[[okl_...("(args)")]]` spelling mixed with `@` attributes in a templated
// kernel: `[[okl_kernel("")]]` after the template header, a non-type template parameter
// inside an attribute string (`[[okl_tile("(TS,@outer,@inner,check=true)")]]`), a
// `[[okl_restrict("")]]` parameter, `[[okl_outer("(0)")]]` before the `for` and `@inner` in a
// header, `[[okl_shared("")]]` sized by the template parameter next to `@exclusive`,
// `[[okl_exclusive("")]]`, an explicit `[[okl_barrier("(\"local\")")]];`, `[[okl_inner("(0)")]]`
// in a loop header, and `[[okl_atomic("")]]` beside `@atomic`.
extern "C" __global__ __launch_bounds__(8) void _occa_tiledNeighbour_8_float_0(const int n, const float *__restrict__ x, float *y, int *counts) {
  {
    int _occa_tiled_i = 0 + (8 * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
      if (i < n) {
        y[i] = float(2) * x[i];
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(8) void _occa_tiledNeighbour_8_float_1(const int n, const float *__restrict__ x, float *y, int *counts) {
  {
    int g = 0 + blockIdx.x;
    __shared__ float s[8];
    float mine;
    int idx;
    {
      int t = 0 + threadIdx.x;
      idx = g * 8 + t;
      mine = idx < n ? y[idx] : float(0);
      s[t] = mine;
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      const float left = s[(t + 8 - 1) % 8];
      if (idx < n) {
        y[idx] = mine + left;
        atomicAdd(&counts[g % 2], 1);
      } else {
        atomicAdd(&counts[2], 1);
      }
    }
  }
}
