#include <hip/hip_runtime.h>

// The launch attributes in the C++ spelling with `-D` names inside their strings, several OKL
// entries in one `[[...]]` group, and standard attributes in the same groups: a strided copy
// whose block size is a kernel argument, so @exclusive storage is sized by max_inner_dims.
extern "C" __global__ __launch_bounds__(32) void _occa_stridedScale_0(const int N, const int Nt, const float *x, float *y, int *counts) {
  {
    int b = 0 + (Nt * blockIdx.x);
    int r_n;
    [[maybe_unused]] float r_x;
    {
      int t = 0 + threadIdx.x;
      r_n = b + t;
      r_x = r_n < N ? x[r_n] : 0;
    }
    {
      int t = 0 + threadIdx.x;
      [[maybe_unused]] const int lane = t % 8;
      if (r_n < N) {
        y[r_n] = 3 * r_x;
        atomicAdd(&counts[t % 3], 1);
      }
    }
  }
}
