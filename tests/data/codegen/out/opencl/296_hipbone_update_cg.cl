// hipBone updateCG_1 (paranumal/hipBone libs/core/okl/linearSolverUpdateCG.okl, MIT licence)
// verbatim: r -= alpha Ap with a per-group partial sum of r.r, each work-item walking a grid-
// strided `while` loop over its own entries, then a @shared tree reduction written as one-line
// `@inner` loops with an `if` body, its 512 and 256 steps under `#if p_blockSize>512/256`
// (built with p_blockSize=1024, so every step runs), the last step writing the group's sum.
// WARNING: p_blockSize must be a power of 2
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel __attribute__((reqd_work_group_size(1024, 1, 1))) void _occa_updateCG_1_0(const int N, const int Nblocks, __global const double *restrict Ap, const double alpha, __global double *restrict r, __global double *restrict redr) {
  __local double s_dot[1024];
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      int id = t + b * 1024;
      double r_dot = 0.0;
      while (id < N) {
        const double rn = r[id] - alpha * Ap[id];
        r[id] = rn;
        r_dot += rn * rn;
        id += 1024 * Nblocks;
      }
      s_dot[t] = r_dot;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t < 512) {
        s_dot[t] += s_dot[t + 512];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t < 256) {
        s_dot[t] += s_dot[t + 256];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t < 128) {
        s_dot[t] += s_dot[t + 128];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t < 64) {
        s_dot[t] += s_dot[t + 64];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t < 32) {
        s_dot[t] += s_dot[t + 32];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t < 16) {
        s_dot[t] += s_dot[t + 16];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t < 8) {
        s_dot[t] += s_dot[t + 8];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t < 4) {
        s_dot[t] += s_dot[t + 4];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t < 2) {
        s_dot[t] += s_dot[t + 2];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t < 1) {
        redr[b] = s_dot[0] + s_dot[1];
      }
    }
  }
}
