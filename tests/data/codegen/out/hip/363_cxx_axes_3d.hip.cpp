#include <hip/hip_runtime.h>

// Explicit axes in the C++ spelling on a 2-D grid of groups with 3-D groups, a warp barrier in
// the normalised form with its string argument escaped inside the attribute string, and a
// `@shared` cube read back in reversed order.
extern "C" __global__ __launch_bounds__(27) void _occa_reverseCubes_0(const int Nx, const int Ny, const float *in, float *out) {
  {
    int by = 0 + blockIdx.y;
    {
      int bx = 0 + blockIdx.x;
      __shared__ float s_c[3][3][3];
      const int base = (by * Nx + bx) * 3 * 3 * 3;
      {
        int k = 0 + threadIdx.z;
        {
          int j = 0 + threadIdx.y;
          {
            int i = 0 + threadIdx.x;
            s_c[k][j][i] = in[base + (k * 3 + j) * 3 + i] + by - bx;
          }
        }
      }
      __syncthreads();
      __builtin_amdgcn_wave_barrier();
      {
        int k = 0 + threadIdx.z;
        {
          int j = 0 + threadIdx.y;
          {
            int i = 0 + threadIdx.x;
            out[base + (k * 3 + j) * 3 + i] = s_c[3 - 1 - i][3 - 1 - k][j];
          }
        }
      }
    }
  }
}
