#include <hip/hip_runtime.h>

// A kernel templated on a block size and a type (B used in @inner bounds and indices); helpers
// taking @shared arrays (1-D pointer, 2-D array parameter, templated) called from @inner loops.
template <typename T>
static __device__ void storeShared(T *s, int t, T v) {
  s[t] = v;
}

template <typename T, int W>
static __device__ T rowSum(const T (*rows)[W], int r) {
  T acc = T(0);
  for (int k = 0; k < W; ++k) {
    acc += rows[r][k];
  }
  return acc;
}

static __device__ void scale2d(float m[][4], int r, float f) {
  for (int k = 0; k < 4; ++k) {
    m[r][k] *= f;
  }
}

extern "C" __global__ __launch_bounds__(8) void _occa_blockTemplate_8_double_0(const int nB, const double *x, double *y) {
  {
    int b = 0 + blockIdx.x;
    __shared__ double s[8];
    __shared__ double rows[2][4];
    __shared__ float m[2][4];
    {
      int t = 0 + threadIdx.x;
      storeShared(s, t, x[b * 8 + t]);
      rows[t / 4][t % 4] = x[b * 8 + t] * double(2);
      m[t / 4][t % 4] = 1.0f;
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (t < 8 / 4) {
        scale2d(m, t, (float)(t + 1));
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (t < 8) {
        y[b * 8 + t] = s[8 - 1 - t] + rowSum<double, 4>(rows, t / 4) + (double)m[t / 4][t % 4];
      }
    }
  }
}
