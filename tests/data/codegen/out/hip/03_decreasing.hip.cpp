#include <hip/hip_runtime.h>

// Decreasing OKL loops: `i >= 0; --i` and `j > 0; j--`.
extern "C" __global__ void _occa_decreasingLoops_0(const int N, const int M, const float *x, float *y) {
  {
    int i = N - 1 - blockIdx.x;
    {
      int j = M - threadIdx.x;
      y[i * M + (j - 1)] = x[i * M + (M - j)] * 2.0f + (float)i;
    }
  }
}
