#include <hip/hip_runtime.h>

// Expression bounds: the iteration count of the outer loop is ((N - M - 1) - (M - 1) + 1) / 2.
extern "C" __global__ void _occa_exprBounds_0(const int N, const int M, int *out) {
  {
    int i = N - M - 1 - (2 * blockIdx.x);
    {
      int j = M + 1 + (1 * threadIdx.x);
      out[i * N + j] += i - j;
    }
  }
}
