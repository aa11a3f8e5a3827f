#include <hip/hip_runtime.h>

// libParanumal-style `#pragma unroll` spellings inside `@inner` bodies: a count from a `-D`
// macro, a count that is a macro expression in parentheses, a bare `#pragma unroll`, and
// `#pragma unroll 1` on a loop whose bound is a runtime value; the pragma also precedes an
// `@inner` loop and a loop inside a helper.
__device__ static inline float dot(const float *a, const float *b) {
  float s = 0.0f;
  #pragma unroll 4
  for (int k = 0; k < 4; ++k) {
    s += a[k] * b[k];
  }
  return s;
}

extern "C" __global__ __launch_bounds__(16) void _occa_unrollCounts_0(const int Nelements, const int reps, const float *D, const float *q, float *Aq) {
  {
    int e = 0 + blockIdx.x;
    __shared__ float s_q[4 * 4];
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        s_q[j * 4 + i] = q[e * (4 * 4) + j * 4 + i];
      }
    }
    __syncthreads();
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        float col[4];
        #pragma unroll
        for (int k = 0; k < 4; ++k) {
          col[k] = s_q[k * 4 + i];
        }
        float r = 0.0f;
        #pragma unroll (4 - 1)
        for (int k = 0; k < 4; ++k) {
          r += D[j * 4 + k] * col[k];
        }
        #pragma unroll 1
        for (int k = 0; k < reps; ++k) {
          r += dot(D + i * 4, s_q + j * 4);
        }
        Aq[e * (4 * 4) + j * 4 + i] = r;
      }
    }
  }
}
