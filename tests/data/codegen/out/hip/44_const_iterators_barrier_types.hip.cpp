#include <hip/hip_runtime.h>

// Iterators declared `const` (OCCA's own examples do this; on a GPU each work-item computes
// them once) and the legacy barrier types "local" and "global" (libParanumal writes them).
extern "C" __global__ __launch_bounds__(16) void _occa_reverseBlocks_0(const int n, const float *in, float *out) {
  {
    const int b = 0 + blockIdx.x;
    __shared__ float s[16];
    {
      const int t = 0 + threadIdx.x;
      const int i = 16 * b + t;
      s[t] = i < n ? in[i] : 0.0f;
    }
    __syncthreads();
    {
      const int t = 0 + threadIdx.x;
      const int i = 16 * b + t;
      if (i < n) {
        out[i] = s[15 - t];
      }
    }
    __syncthreads();
  }
}

extern "C" __global__ __launch_bounds__(8) void _occa_reverseBlocks_1(const int n, const float *in, float *out) {
  {
    const int _occa_tiled_i = 0 + (8 * blockIdx.x);
    {
      const int i = _occa_tiled_i + threadIdx.x;
      if (i < n) {
        out[i] += 1.0f;
      }
    }
  }
}
