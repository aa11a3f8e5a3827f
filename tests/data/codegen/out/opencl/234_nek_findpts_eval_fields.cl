// nekRS `findptsLocalEval` (pointInterpolation/findpts): per point, three Lagrange weight
// vectors are built into `@shared` arrays by a helper, then a regular loop over fields runs
// barrier-separated `@inner` loops whose tree reduction is chosen by `#if p_Nq > 16/8/4/2` on a
// `-D` value. `dfloat`/`dlong` come from `-D` as in nekRS; the helper receives `@shared` arrays
// and the iterator; `#pragma unroll p_Nq` sits on regular loops inside `@inner`.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
static inline void lagrange_eval(__local double *wt, const double x, const int j) {
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

__kernel __attribute__((reqd_work_group_size(7, 1, 1))) void _occa_findptsLocalEval_0(const int pn, const int Nfields, const int fieldOffset, const int outputOffset, __global const int *const restrict el, __global const double *const restrict r, __global const double *const restrict in, __global double *const restrict out) {
  __local double wtr[7];
  __local double wts[7];
  __local double wtt[7];
  __local double sums[7];
  {
    int i = 0 + get_group_id(0);
    {
      int j = 0 + get_local_id(0);
      lagrange_eval(wtr, r[3 * i + 0], j);
      lagrange_eval(wts, r[3 * i + 1], j);
      lagrange_eval(wtt, r[3 * i + 2], j);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int fld = 0; fld < Nfields; ++fld) {
      const int elemOffset = el[i] * (7 * 7 * 7) + fld * fieldOffset;
      {
        int j = 0 + get_local_id(0);
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
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int j = 0 + get_local_id(0);
        if (j < 4 && j < 7 - 4) {
          sums[j] += sums[j + 4];
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int j = 0 + get_local_id(0);
        if (j < 2 && j < 7 - 2) {
          sums[j] += sums[j + 2];
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int j = 0 + get_local_id(0);
        if (j == 0) {
          out[i + fld * outputOffset] = sums[0] + sums[1];
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
}
