#include <hip/hip_runtime.h>

// 2-D five-point stencil with a halo loaded into `@shared`: the edge work-items load the halo
// under conditions on their own indices, an explicit `@barrier` between the load and compute
// nests, and barriers inside the `@inner` bodies under conditions on the `@outer` iterators
// and kernel arguments only (uniform in the group).
// Defines: -DBX=4 -DBY=4
extern "C" __global__ __launch_bounds__(16) void _occa_laplace2D_0(const int NX, const int NY, const int sweeps, const float *u, float *lap) {
  {
    int by = 0 + blockIdx.y;
    {
      int bx = 0 + blockIdx.x;
      __shared__ float s_u[4 + 2][4 + 2];
      {
        int ty = 0 + threadIdx.y;
        {
          int tx = 0 + threadIdx.x;
          const int x = bx * 4 + tx;
          const int y = by * 4 + ty;
          s_u[ty + 1][tx + 1] = x < NX && y < NY ? u[y * NX + x] : 0.0f;
          if (tx == 0) {
            s_u[ty + 1][0] = x > 0 && y < NY ? u[y * NX + x - 1] : 0.0f;
          }
          if (tx == 4 - 1) {
            s_u[ty + 1][4 + 1] = x + 1 < NX && y < NY ? u[y * NX + x + 1] : 0.0f;
          }
          if (ty == 0) {
            s_u[0][tx + 1] = y > 0 && x < NX ? u[(y - 1) * NX + x] : 0.0f;
          }
          if (ty == 4 - 1) {
            s_u[4 + 1][tx + 1] = y + 1 < NY && x < NX ? u[(y + 1) * NX + x] : 0.0f;
          }
          if (bx > 0 && by > 0) {
            __syncthreads();
          }
          for (int s = 0; s < sweeps; ++s) {
            __syncthreads();
          }
        }
      }
      __syncthreads();
      {
        int ty = 0 + threadIdx.y;
        {
          int tx = 0 + threadIdx.x;
          const int x = bx * 4 + tx;
          const int y = by * 4 + ty;
          if (NX > 4) {
            __syncthreads();
          }
          if (x < NX && y < NY) {
            lap[y * NX + x] = 4.0f * s_u[ty + 1][tx + 1] - s_u[ty][tx + 1] - s_u[ty + 2][tx + 1] - s_u[ty + 1][tx] - s_u[ty + 1][tx + 2];
          }
        }
      }
    }
  }
}
