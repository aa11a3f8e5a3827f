#include <hip/hip_runtime.h>

// Attributes carried by macros the way nekRS and libParanumal headers write them: the
// built-in `OKL("...")` macro (spec §10.4; a `;` right after it is swallowed, so `OUTER;`
// attaches to the next `for`), strings built by stringification and literal concatenation,
// and `#pragma occa attributes` lines.
extern "C" __global__ __launch_bounds__(16) void _occa_oklMacroAttributes_0(const int nE, const float *q, float *r, float *sum) {
  {
    int e = 0 + blockIdx.x;
    __shared__ float s_q[4][4];
    float r_q;
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        r_q = q[i + 4 * j] + e;
        s_q[j][i] = r_q;
      }
    }
    __syncthreads();
    __builtin_amdgcn_wave_barrier();
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        r[(e * 4 + j) * 4 + i] = s_q[i][j] + 0.5f * r_q;
        atomicAdd(&sum[0], r_q);
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(2) void _occa_oklMacroAttributes_1(const int nE, const float *q, float *r, float *sum) {
  {
    int _occa_tiled_k = 0 + (2 * blockIdx.x);
    {
      int k = _occa_tiled_k + threadIdx.x;
      if (k < nE * 4) {
        r[nE * 4 * 4 + k] = 2.0f * k;
      }
    }
  }
}
