#include <hip/hip_runtime.h>

// Names and types from macros, token pasting, multi-line macros that hold OKL attributes.
// Defines: -Ddfloat=double -Dpfloat=float -DSUFFIX=_dp -Dp_Nq=6 -DBLOCK=64
/* dropped in device code */
extern "C" __global__ __launch_bounds__(64) void _occa_copyAndSquare_dp_0(const int N, const float *__restrict__ in, double *__restrict__ out) {
  {
    int b = 0 + blockIdx.x;
    __shared__ double s_in[64];
    ;
    {
      int t = 0 + threadIdx.x;
      s_in[t] = in[b * 64 + t];
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      out[b * 64 + t] = s_in[t] * s_in[t];
    }
  }
}
