#include <hip/hip_runtime.h>

// Barrier spellings where nekRS-style kernels put them: `@nobarrier` next to `@inner` on one
// loop, `@barrier("warp")` between `@inner` loops and inside an `@inner` body, `@barrier;` and
// `@barrier();` between `@inner` loops inside a regular loop that `continue`s, in `if`/`else`
// branches, and in a `do`/`while` loop; an `@exclusive` accumulator runs through all of them.
extern "C" __global__ __launch_bounds__(8) void _occa_barrierForms_0(const int nb, const int rounds, const int *x, int *y) {
  {
    int b = 0 + blockIdx.x;
    __shared__ int s[8];
    __shared__ int t2[8];
    int acc;
    {
      int t = 0 + threadIdx.x;
      acc = x[b * 8 + t];
      s[t] = acc;
    }
    __builtin_amdgcn_wave_barrier();
    for (int r = 0; r < rounds; ++r) {
      if (r % 2 == 1) {
        continue;
      }
      {
        int t = 0 + threadIdx.x;
        t2[t] = s[(t + 1) % 8] + r;
      }
      __syncthreads();
      if (r % 4 == 0) {
        {
          int t = 0 + threadIdx.x;
          s[t] = t2[t];
          acc += t2[t];
        }
        __syncthreads();
        // The next round reads other work-items' `s`; one warp holds them all.
      } else {
        {
          int t = 0 + threadIdx.x;
          s[t] = t2[8 - 1 - t];
        }
        __builtin_amdgcn_wave_barrier();
      }
    }
    int left = 2;
    do {
      {
        int t = 0 + threadIdx.x;
        acc -= s[t] % 3;
      }
      __syncthreads();
      __builtin_amdgcn_wave_barrier();
    } while (--left > 0);
    {
      int t = 0 + threadIdx.x;
      __builtin_amdgcn_wave_barrier();
      y[b * 8 + t] = s[t] * 100 + acc;
    }
  }
}
