#include <hip/hip_runtime.h>

// `@` and `[[okl_...]]` spellings mixed in one kernel and on one loop: a normalised tile beside
// an `@tile`, a trailing `; @inner` under a normalised `@outer`, `@shared` next to
// [[okl_exclusive]], [[okl_nobarrier]] together with a trailing `@inner`, `@barrier` and
// [[okl_barrier]] in one body, and `@atomic` beside [[okl_atomic]].
extern "C" __global__ __launch_bounds__(16) void _occa_blockScaleMixed_0(const int N, const float *__restrict__ x, float *__restrict__ y, int *sums) {
  {
    int _occa_tiled_n = 0 + (16 * blockIdx.x);
    {
      int n = _occa_tiled_n + threadIdx.x;
      if (n < N) {
        y[n] = 2 * x[n];
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(8) void _occa_blockScaleMixed_1(const int N, const float *__restrict__ x, float *__restrict__ y, int *sums) {
  {
    int _occa_tiled_n = 0 + (8 * blockIdx.x);
    {
      int n = _occa_tiled_n + threadIdx.x;
      if (n < N) {
        y[n] += 1;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(8) void _occa_blockScaleMixed_2(const int N, const float *__restrict__ x, float *__restrict__ y, int *sums) {
  {
    int b = 0 + blockIdx.x;
    __shared__ float s_y[8];
    int r_n;
    {
      int t = 0 + threadIdx.x;
      r_n = b * 8 + t;
      s_y[t] = r_n < N ? y[r_n] : 0;
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (r_n < N) {
        y[r_n] = s_y[t] + s_y[7 - t];
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (r_n < N) {
        atomicAdd(&sums[0], r_n);
        atomicAdd(&sums[1 + t % 2], 1);
      }
    }
  }
}
