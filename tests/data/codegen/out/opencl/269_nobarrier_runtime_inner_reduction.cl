// A nekRS-style block dot product whose work-group shape is a run-time nx x ny under
// `@max_inner_dims(p_maxNx, p_maxNy)`: `@nobarrier` on the register-loading nest (the next nest
// reads only the work-item's own @exclusive registers), a tree reduction in a regular loop whose
// nests run in the transposed order with explicit axes and `@barrier()` at the top, and a last
// nest marked `@nobarrier` reading the reduced value and the registers. @exclusive arrays of
// p_K entries per work-item (`#pragma unroll p_K`) and an @exclusive base index survive all
// nests; the @outer bound depends on the run-time extents.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void _occa_blockedDotRuntime_0(const int N, const int nx, const int ny, __global const double *restrict x, __global const double *restrict y, __global double *restrict blockDot, __global double *restrict scaled) {
  __local double s_dot[32];
  {
    int b = 0 + get_group_id(0);
    double r_x[3];
    double r_y[3];
    int r_base;
    {
      int ty = 0 + get_local_id(1);
      {
        int tx = 0 + get_local_id(0);
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
      int ty = 0 + get_local_id(1);
      {
        int tx = 0 + get_local_id(0);
        double dot = 0;
        #pragma unroll 3
        for (int k = 0; k < 3; ++k) {
          dot += r_x[k] * r_y[k];
        }
        s_dot[tx + nx * ty] = dot;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int alive = nx * ny / 2; alive > 0; alive /= 2) {
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int tx = 0 + get_local_id(0);
        {
          int ty = 0 + get_local_id(1);
          const int t = tx + nx * ty;
          if (t < alive) {
            s_dot[t] += s_dot[t + alive];
          }
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int ty = 0 + get_local_id(1);
      {
        int tx = 0 + get_local_id(0);
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
