#include <hip/hip_runtime.h>

// Decreasing @tile loops over unsigned iterators that stop at 0 / 1: the tile arithmetic must not
// wrap around below zero.
extern "C" __global__ __launch_bounds__(4) void _occa_tileUnsignedDecreasing_0(const unsigned int N, int *a, int *b) {
  {
    unsigned int _occa_tiled_i = N - (4 * blockIdx.x);
    {
      unsigned int i = _occa_tiled_i - threadIdx.x;
      if (i <= _occa_tiled_i) {
        if (i > 0u) {
          a[i] += (int)i;
        }
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(2) void _occa_tileUnsignedDecreasing_1(const unsigned int N, int *a, int *b) {
  {
    unsigned long _occa_tiled_i = N - 1 - (2 * 3 * blockIdx.x);
    {
      unsigned long i = _occa_tiled_i - (3 * threadIdx.x);
      if (i <= _occa_tiled_i) {
        if (i >= 1ul) {
          b[i] += 100 + (int)i;
        }
      }
    }
  }
}
