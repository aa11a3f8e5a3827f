#include <hip/hip_runtime.h>

// @dim/@dimOrder indexing and typedef'd attributes.
typedef float *mat3x4_t;

typedef float sh_float_t;

extern "C" __global__ __launch_bounds__(8) void _occa_transposeLike_0(int *m, mat3x4_t a, float *out) {
  {
    int i = 0 + blockIdx.x;
    __shared__ sh_float_t buf[8];
    {
      int j = 0 + threadIdx.x;
      buf[j] = m[j + 8 * i] + a[i % 3 + 3 * (j % 4)];
    }
    __syncthreads();
    {
      int j = 0 + threadIdx.x;
      out[i * 8 + j] = buf[7 - j];
    }
  }
}
