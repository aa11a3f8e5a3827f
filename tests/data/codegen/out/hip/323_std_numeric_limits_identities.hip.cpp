#include <hip/hip_runtime.h>

#include <limits>

// Block reductions whose identities come from std::numeric_limits (a class template from an
// unread system header, its static member functions called through `::`): the minimum starts
// at max(), the maximum at lowest(), an integer maximum at std::numeric_limits<int>::min(), in
// @shared partials combined by a tree over the @inner index.
extern "C" __global__ __launch_bounds__(16) void _occa_blockExtremes_0(const int n, const float *x, const int *k, float *lo, float *hi, int *kmax) {
  {
    int b = 0 + blockIdx.x;
    __shared__ float s_lo[16];
    __shared__ float s_hi[16];
    __shared__ int s_k[16];
    {
      int t = 0 + threadIdx.x;
      const int i = b * 16 + t;
      s_lo[t] = i < n ? x[i] : std::numeric_limits<float>::max();
      s_hi[t] = i < n ? x[i] : std::numeric_limits<float>::lowest();
      s_k[t] = i < n ? k[i] : std::numeric_limits<int>::min();
    }
    __syncthreads();
    for (int w = 8; w > 0; w /= 2) {
      {
        int t = 0 + threadIdx.x;
        if (t < w) {
          s_lo[t] = s_lo[t + w] < s_lo[t] ? s_lo[t + w] : s_lo[t];
          s_hi[t] = s_hi[t + w] > s_hi[t] ? s_hi[t + w] : s_hi[t];
          s_k[t] = s_k[t + w] > s_k[t] ? s_k[t + w] : s_k[t];
        }
      }
      __syncthreads();
    }
    {
      int t = 0 + threadIdx.x;
      if (t == 0) {
        lo[b] = s_lo[0];
        hi[b] = s_hi[0];
        kmax[b] = s_k[0];
      }
    }
  }
}
