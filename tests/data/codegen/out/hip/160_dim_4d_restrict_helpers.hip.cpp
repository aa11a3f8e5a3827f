#include <hip/hip_runtime.h>

// A 4-D `@dim` with a full `@dimOrder` on a `const @restrict` parameter whose extents mention
// another parameter (`nE`, used as a stride), a 3-D column-major `@dim` pointer typedef, a
// `@dim` output parameter, and a `static` helper whose own parameter carries `@dim` and is
// handed a pointer into `@shared` memory.
typedef float *cube_t;

__device__ static float weightedTrace(const float *m, const int k) {
  float s = 0.0f;
  for (int d = 0; d < 3; ++d) {
    s += m[d + 3 * d] * (k + 1);
  }
  return s;
}

extern "C" __global__ __launch_bounds__(9) void _occa_dim4dHelpers_0(const int nE, const float *__restrict__ in, cube_t work, float *out) {
  {
    int e = 0 + blockIdx.x;
    __shared__ float s[3][3];
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        s[j][i] = in[e + nE * (0 + 2 * (j + 3 * i))] + in[e + nE * (1 + 2 * (j + 3 * i))] * work[i + 3 * (j + 3 * (e % 3))];
      }
    }
    __syncthreads();
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        if (j == 0) {
          out[i + 3 * (0 + 2 * e)] = weightedTrace(&s[0][0], i);
        }
        if (j == 1) {
          out[i + 3 * (1 + 2 * e)] = s[i][i] - in[e + nE * (1 + 2 * (i + 3 * i))];
        }
      }
    }
  }
}
