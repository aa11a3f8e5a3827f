#include <hip/hip_runtime.h>

// Normalised attributes produced by macros, as a code base that wants plain C++ in its editor
// would write them: object-like macros for the attributes, a function-like one building the
// argument string from `#` and adjacent literals, and `-D`/`#define` names inside the strings.
extern "C" __global__ __launch_bounds__(16) void _occa_reduceBlocks_0(const int N, const float *x, float *y, float *partial, float *total) {
  {
    int _occa_tiled_n = 0 + (16 * blockIdx.x);
    {
      int n = _occa_tiled_n + threadIdx.x;
      if (n < N) {
        y[n] = x[n] * x[n];
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(8) void _occa_reduceBlocks_1(const int N, const float *x, float *y, float *partial, float *total) {
  {
    int _occa_tiled_n = 0 + (16 / 2 * blockIdx.x);
    {
      int n = _occa_tiled_n + threadIdx.x;
      if (n < N) {
        y[n] += 0.5f;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(16) void _occa_reduceBlocks_2(const int N, const float *x, float *y, float *partial, float *total) {
  {
    int b = 0 + blockIdx.x;
    __shared__ float s_v[16];
    float r_v;
    {
      int t = 0 + threadIdx.x;
      const int n = b * 16 + t;
      r_v = n < N ? y[n] : 0.0f;
      s_v[t % (16 / 2) + 16 / 2 * (t / (16 / 2))] = r_v;
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (t < 16 / 2) {
        s_v[t + 16 / 2 * 0] += s_v[t + 16 / 2 * 1];
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (t == 0) {
        float s = 0;
        for (int k = 0; k < 16 / 2; ++k) {
          s += s_v[k + 16 / 2 * 0];
        }
        partial[b] = s;
        atomicAdd(&total[0], s);
      }
      atomicAdd(&total[1], r_v);
    }
  }
}
