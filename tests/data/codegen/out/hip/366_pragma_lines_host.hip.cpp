#include <hip/hip_runtime.h>

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-variable"

// `#pragma` lines (spec §10.4): `#pragma occa attributes <tokens>` injects the attributes
// (`@shared`, `@exclusive`, `@inner`, `@atomic`, a whole `@tile(...)`); every other
// `#pragma occa ...` line is dropped, at file scope and in `@outer` and `@inner` bodies (g++
// would reject an unknown pragma under `-Wall -Werror`); any other pragma is kept at its
// position with its text macro-expanded: the `GCC diagnostic` lines around a helper with an
// unused local must reach g++ (or `-Werror` fails), `GCC unroll UF` needs `UF` expanded.
__device__ static int twiceWithUnused(int x) {
  int unused_count = 3;
  return x * 2;
}

#pragma GCC diagnostic pop

extern "C" __global__ __launch_bounds__(8) void _occa_pragmaLines_0(const int nb, const int *x, int *y) {
  {
    int b = 0 + blockIdx.x;
    __shared__ int s[8];
    int acc;
    {
      int t = 0 + threadIdx.x;
      acc = 0;
      #pragma GCC unroll 4
      for (int k = 0; k <= t; ++k) {
        acc += x[b * 8 + k];
      }
      s[t] = acc;
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      atomicAdd(&y[b], s[7 - t]);
      y[nb + b * 8 + t] = acc + twiceWithUnused(s[t]);
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_pragmaLines_1(const int nb, const int *x, int *y) {
  {
    int _occa_tiled_i = 0 + (4 * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
      if (i < 8 * nb) {
        y[9 * nb + i] = 2 * x[i];
      }
    }
  }
}
