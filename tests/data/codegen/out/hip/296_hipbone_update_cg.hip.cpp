#include <hip/hip_runtime.h>

// hipBone updateCG_1 (paranumal/hipBone libs/core/okl/linearSolverUpdateCG.okl, MIT licence)
// verbatim: r -= alpha Ap with a per-group partial sum of r.r, each work-item walking a grid-
// strided `while` loop over its own entries, then a @shared tree reduction written as one-line
// `@inner` loops with an `if` body, its 512 and 256 steps under `#if p_blockSize>512/256`
// (built with p_blockSize=1024, so every step runs), the last step writing the group's sum.
// WARNING: p_blockSize must be a power of 2
extern "C" __global__ __launch_bounds__(1024) void _occa_updateCG_1_0(const int N, const int Nblocks, const double *__restrict__ Ap, const double alpha, double *__restrict__ r, double *__restrict__ redr) {
  {
    int b = 0 + blockIdx.x;
    __shared__ double s_dot[1024];
    {
      int t = 0 + threadIdx.x;
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
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (t < 512) {
        s_dot[t] += s_dot[t + 512];
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (t < 256) {
        s_dot[t] += s_dot[t + 256];
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (t < 128) {
        s_dot[t] += s_dot[t + 128];
      }
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
        redr[b] = s_dot[0] + s_dot[1];
      }
    }
  }
}
