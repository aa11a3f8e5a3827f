#include <hip/hip_runtime.h>

// nekRS `findptsLocalEval` (pointInterpolation/findpts): per point, three Lagrange weight
// vectors are built into `@shared` arrays by a helper, then a regular loop over fields runs
// barrier-separated `@inner` loops whose tree reduction is chosen by `#if p_Nq > 16/8/4/2` on a
// `-D` value. `dfloat`/`dlong` come from `-D` as in nekRS; the helper receives `@shared` arrays
// and the iterator; `#pragma unroll p_Nq` sits on regular loops inside `@inner`.
__device__ static inline void lagrange_eval(double *wt, const double x, const int j) {
  // Weight of node j (nodes at 0, 1, ..., p_Nq - 1) for the point x.
  double w = 1;
  #pragma unroll 7
  for (int k = 0; k < 7; ++k) {
    if (k != j) {
      w *= (x - k) / (double)(j - k);
    }
  }
  wt[j] = w;
}

extern "C" __global__ __launch_bounds__(7) void _occa_findptsLocalEval_0(const int pn, const int Nfields, const int fieldOffset, const int outputOffset, const int *const __restrict__ el, const double *const __restrict__ r, const double *const __restrict__ in, double *const __restrict__ out) {
  {
    int i = 0 + blockIdx.x;
    __shared__ double wtr[7];
    __shared__ double wts[7];
    __shared__ double wtt[7];
    __shared__ double sums[7];
    {
      int j = 0 + threadIdx.x;
      lagrange_eval(wtr, r[3 * i + 0], j);
      lagrange_eval(wts, r[3 * i + 1], j);
      lagrange_eval(wtt, r[3 * i + 2], j);
    }
    __syncthreads();
    for (int fld = 0; fld < Nfields; ++fld) {
      const int elemOffset = el[i] * (7 * 7 * 7) + fld * fieldOffset;
      {
        int j = 0 + threadIdx.x;
        double sum_j = 0;
        #pragma unroll 7
        for (int k = 0; k < 7; ++k) {
          double sum_k = 0;
          for (int l = 0; l < 7; ++l) {
            sum_k += in[elemOffset + j + k * 7 + l * 7 * 7] * wtt[l];
          }
          sum_j += wts[k] * sum_k;
        }
        sums[j] = wtr[j] * sum_j;
      }
      __syncthreads();
      {
        int j = 0 + threadIdx.x;
        if (j < 4 && j < 7 - 4) {
          sums[j] += sums[j + 4];
        }
      }
      __syncthreads();
      {
        int j = 0 + threadIdx.x;
        if (j < 2 && j < 7 - 2) {
          sums[j] += sums[j + 2];
        }
      }
      __syncthreads();
      {
        int j = 0 + threadIdx.x;
        if (j == 0) {
          out[i + fld * outputOffset] = sums[0] + sums[1];
        }
      }
      __syncthreads();
    }
  }
}
