#include <hip/hip_runtime.h>

// `@dim` on file-scope arrays (spec §3.10: `@dim` applies to parameters, locals and globals),
// written on the declaration and inherited from an array typedef.
__constant__ const int perm[4 * 4] = {1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2, 0, 1, 2, 3};

typedef int table_t[4 * 4];

__constant__ const table_t weights = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};

extern "C" __global__ __launch_bounds__(16) void _occa_globalDim_0(const int nb, int *out) {
  {
    int b = 0 + blockIdx.x;
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        out[(b * 4 + j) * 4 + i] = perm[i + 4 * j] * 100 + weights[i + 4 * j] + b;
      }
    }
  }
}
