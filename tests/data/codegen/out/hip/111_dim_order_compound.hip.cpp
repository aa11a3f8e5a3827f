#include <hip/hip_runtime.h>

// `@dim`/`@dimOrder` arrays used in compound expressions: `+=` and `*=` on a `@dim` call,
// `++`/`--` on one, its address, nested calls as indices, calls inside `?:` and as helper
// arguments, a `@dim` typedef'd pointer with a macro extent, and argument expressions with
// commas inside parentheses.
typedef float *mat_t;

__device__ static inline int clampi(int a, int lo, int hi) {
  return a < lo ? lo : a > hi ? hi : a;
}

__device__ static inline void bump(float *v, float by) {
  *v += by;
}

extern "C" __global__ __launch_bounds__(16) void _occa_dimCompound_0(const int ne, const mat_t A, float *B, int *cnt, const int *perm) {
  {
    int e = 0 + blockIdx.x;
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        B[i + 4 * (j + 4 * e)] += A[i + 4 * j] * 2.0f;
        B[i + 4 * (j + 4 * e)] *= i == j ? A[perm[i] + 4 * perm[j]] : 1.0f;
        bump(&B[i + 4 * (j + 4 * e)], A[clampi(i + 1, 0, 4 - 1) + 4 * (j - j)]);
        if (i == 0) {
          atomicAdd(&cnt[j + 4 * e], 1);
          cnt[j + 4 * e]++;
          --cnt[j + 4 * e];
          atomicAdd(&cnt[perm[j] + 4 * e], 10);
        }
      }
    }
  }
}
