#include <hip/hip_runtime.h>

// hipBone-style dot product (updateCG/innerProduct): the tree as `#if p_blockSize > ...` steps,
// each one `@inner` loop whose body is one `if (t < w)`, explicit barriers between them, a
// grid-strided load loop whose bounds read the work-item index, a final `@atomic`.
// Defines: -Dp_blockSize=128
extern "C" __global__ __launch_bounds__(128) void _occa_dotAtomic_0(const int N, const float *x, float *dot) {
  {
    int b = 0 + blockIdx.x;
    __shared__ float s_dot[128];
    {
      int t = 0 + threadIdx.x;
      float r = 0.0f;
      for (int id = b * 128 + t; id < N; id += 128 * 2) {
        r += x[id] * x[id];
      }
      s_dot[t] = r;
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (t < 64) {
        s_dot[t] += s_dot[t + 64];
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (t < 32) {
        s_dot[t] += s_dot[t + 32];
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (t < 16) {
        s_dot[t] += s_dot[t + 16];
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (t < 8) {
        s_dot[t] += s_dot[t + 8];
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (t < 4) {
        s_dot[t] += s_dot[t + 4];
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (t < 2) {
        s_dot[t] += s_dot[t + 2];
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (t < 1) {
        const float v = s_dot[0] + s_dot[1];
        atomicAdd(&dot[0], v);
      }
    }
  }
}
