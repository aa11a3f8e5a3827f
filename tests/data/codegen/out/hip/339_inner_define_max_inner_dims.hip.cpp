#include <hip/hip_runtime.h>

// `@inner` extents given by `#define` (an expression macro `NT = NQ * NQ`, a `-D` value
// `p_Nq`, a `#define` inside the kernel's `#if`) beside run-time extents bounded by
// `@max_inner_dims(MAXT)`: a `@shared` buffer filled in two pieces (`0 .. NT` and
// `NT .. MAXT`), read with a run-time `@inner` extent; an `@exclusive` value written in the
// first loop and read only where the work-item exists in both; a 2-D `p_Nq x p_Nq` nest.
extern "C" __global__ __launch_bounds__(16) void _occa_innerDefineMaxInnerDims_0(const int ne, const int m, const float *x, float *y, int *z) {
  {
    int e = 0 + blockIdx.x;
    __shared__ float s[16];
    float r;
    {
      int t = 0 + threadIdx.x;
      if (t < 3 * 3) {
        s[t] = x[e * (3 * 3) + t];
        r = 2.0f * t;
      }
    }
    __syncthreads();
    {
      int t = 3 * 3 + threadIdx.x;
      if (t < 16) {
        s[t] = -1.0f;
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (t < m) {
        float v = s[t] + s[(t + 1) % 16];
        if (t < 3 * 3) {
          v += r;
        }
        y[e * 16 + t] = v;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(16) void _occa_innerDefineMaxInnerDims_1(const int ne, const int m, const float *x, float *y, int *z) {
  {
    int e = 0 + blockIdx.x;
    __shared__ int plane[4 * 4];
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        plane[j * 4 + i] = e * 100 + j * 10 + i;
      }
    }
    __syncthreads();
    {
      int j = 4 - 1 - threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        z[e * (4 * 4) + i * 4 + j] = plane[j * 4 + i] + (int)sizeof(plane) / (int)sizeof(int);
      }
    }
  }
}
