#include <hip/hip_runtime.h>

// Three kernels in one file sharing `static inline` helpers that call each other (one helper
// takes a `@shared` row, one is a function template used with two types), a kernel that is
// also called by name from nothing (it must still be emitted), and loop shapes: `@outer`
// from 3 with step 4 (`<=` bound), a triangular `@inner` whose extent is the `@outer`
// iterator's (with `@max_inner_dims` sizing an `@exclusive`), and an `@inner` starting at the
// `@outer` iterator's value.
__device__ static inline int tri(const int n) {
  return n * (n + 1) / 2;
}

template <typename T>
__device__ static inline T weigh(const T v, const int k) {
  return v * (T)(k + 1);
}

__device__ static inline int rowSum(const int *row, const int len) {
  int s = 0;
  for (int k = 0; k < len; ++k) {
    s += weigh(row[k], k);
  }
  return s;
}

__device__ static inline float blend(const float a, const int b) {
  return weigh(a, b) + (float)tri(b);
}

extern "C" __global__ __launch_bounds__(2) void _occa_unusedKernel_0(const int n, float *x) {
  {
    int b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      x[2 * b + t] = blend(1.0f, t);
    }
  }
}

extern "C" __global__ __launch_bounds__(9) void _occa_triangular_0(const int n, const int *a, int *rows, int *tot) {
  {
    int o = 3 + (4 * blockIdx.x);
    __shared__ int row[9];
    int got;
    {
      int t = 0 + threadIdx.x;
      if (t < o) {
        got = a[o * 10 + t];
        row[t] = got;
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (t < o) {
        rows[o * 10 + t] = got + (t == 0 ? rowSum(row, o) : 0);
      }
    }
    __syncthreads();
    {
      int t = o + threadIdx.x;
      if (t < 2 * o) {
        if (t == o) {
          tot[o] = tri(o) + rowSum(row, t - o + 1);
        }
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(3) void _occa_blended_0(const int n, const float *x, float *y) {
  {
    int b = 5 + (5 * blockIdx.x);
    {
      int t = b + threadIdx.x;
      y[t] = blend(x[t], t - b) + weigh(0.5, t - b);
    }
  }
}
