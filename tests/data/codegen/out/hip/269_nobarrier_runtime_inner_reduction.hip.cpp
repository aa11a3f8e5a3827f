#include <hip/hip_runtime.h>

// A nekRS-style block dot product whose work-group shape is a run-time nx x ny under
// `@max_inner_dims(p_maxNx, p_maxNy)`: `@nobarrier` on the register-loading nest (the next nest
// reads only the work-item's own @exclusive registers), a tree reduction in a regular loop whose
// nests run in the transposed order with explicit axes and `@barrier()` at the top, and a last
// nest marked `@nobarrier` reading the reduced value and the registers. @exclusive arrays of
// p_K entries per work-item (`#pragma unroll p_K`) and an @exclusive base index survive all
// nests; the @outer bound depends on the run-time extents.
extern "C" __global__ __launch_bounds__(32) void _occa_blockedDotRuntime_0(const int N, const int nx, const int ny, const double *__restrict__ x, const double *__restrict__ y, double *__restrict__ blockDot, double *__restrict__ scaled) {
  {
    int b = 0 + blockIdx.x;
    __shared__ double s_dot[8 * 4];
    double r_x[3];
    double r_y[3];
    int r_base;
    {
      int ty = 0 + threadIdx.y;
      {
        int tx = 0 + threadIdx.x;
        r_base = b * 3 * nx * ny + tx + nx * ty;
        #pragma unroll 3
        for (int k = 0; k < 3; ++k) {
          const int id = r_base + k * nx * ny;
          r_x[k] = id < N ? x[id] : 0;
          r_y[k] = id < N ? y[id] : 0;
        }
      }
    }
    {
      int ty = 0 + threadIdx.y;
      {
        int tx = 0 + threadIdx.x;
        double dot = 0;
        #pragma unroll 3
        for (int k = 0; k < 3; ++k) {
          dot += r_x[k] * r_y[k];
        }
        s_dot[tx + nx * ty] = dot;
      }
    }
    __syncthreads();
    for (int alive = nx * ny / 2; alive > 0; alive /= 2) {
      __syncthreads();
      {
        int tx = 0 + threadIdx.x;
        {
          int ty = 0 + threadIdx.y;
          const int t = tx + nx * ty;
          if (t < alive) {
            s_dot[t] += s_dot[t + alive];
          }
        }
      }
      __syncthreads();
    }
    __syncthreads();
    {
      int ty = 0 + threadIdx.y;
      {
        int tx = 0 + threadIdx.x;
        if (tx == 0 && ty == 0) {
          blockDot[b] = s_dot[0];
        }
        for (int k = 0; k < 3; ++k) {
          const int id = r_base + k * nx * ny;
          if (id < N) {
            scaled[id] = r_x[k] * s_dot[0] - r_y[k];
          }
        }
      }
    }
  }
}
