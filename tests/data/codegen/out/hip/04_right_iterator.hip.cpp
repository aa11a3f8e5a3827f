#include <hip/hip_runtime.h>

// Iterator on the right-hand side of the loop check, inclusive comparisons in both directions.
extern "C" __global__ __launch_bounds__(7) void _occa_rightIterator_0(const int N, int *out) {
  {
    int i = 1 + blockIdx.x;
    {
      int j = 0 + threadIdx.x;
      out[(i - 1) * 8 + j] = i * 100 + j;
    }
  }
}

extern "C" __global__ __launch_bounds__(1) void _occa_rightIterator_1(const int N, int *out) {
  {
    int i = N - blockIdx.x;
    {
      int j = 7 - threadIdx.x;
      out[(i - 1) * 8 + j] = -i;
    }
  }
}
