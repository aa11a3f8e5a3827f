
// nekRS relativeMassHighestMode (Nek5000/nekRS okl/cds/regularization/relativeMassHighestMode.okl,
// BSD-3 licence) verbatim: a filter applied by three tensor contractions, the first into an
// @exclusive register column, then a regular k loop (its `#pragma unroll p_Nq` only under
// `#ifdef smXX`) of barrier-separated @inner nests moving slices through @shared, @shared
// accumulators zeroed by a strided loop over p_blockSize, and a p_blockSize tree reduction whose
// 512 and 256 steps sit under `#if p_blockSize > 512/256` (built here with p_blockSize=1024 from
// 16 work-items, so every step runs), ending in log10 of a ratio.
// OCCA's host runtime supplies <cmath> (serial/include_std); a standalone build includes it.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel __attribute__((reqd_work_group_size(4, 4, 1))) void _occa_relativeMassHighestMode_0(const int Nelements, const int is, const int offset, __global const double *restrict fMT, __global const double *restrict massMatrix, __global const double *restrict U, __global double *restrict filteredU, __global double *restrict logRelativeMassHighestMode) {
  __local double s_U[4][4];
  __local double s_FT[4][4];
  __local double s_filtered[1024];
  __local double s_unfiltered[1024];
  {
    int e = 0 + get_group_id(0);
    // for all elements
    double r_Un[4];
    double r_U[4];
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const int id = i + j * 4;
        s_FT[j][i] = fMT[id + is * 4 * 4];
        #pragma unroll 4
        for (int k = 0; k < 4; ++k) {
          r_Un[k] = 0.f;
        }
        for (int k = j * 4 + i; k < 1024; k += 4 * 4) {
          s_filtered[k] = 0.0;
          s_unfiltered[k] = 0.0;
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    //read and multiply in k
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        #pragma unroll 4
        for (int k = 0; k < 4; ++k) {
          const int id = e * 64 + k * 4 * 4 + j * 4 + i;
          const double uc = U[id + offset];
          // Could be hold for less global reads
          r_U[k] = uc;
          #pragma unroll 4
          for (int n = 0; n < 4; ++n) {
            const double Ik = s_FT[k][n];
            r_Un[n] += Ik * uc;
          }
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < 4; ++k) {
      //load slice to @shared
      {
        int j = 0 + get_local_id(1);
        {
          int i = 0 + get_local_id(0);
          s_U[j][i] = r_Un[k];
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int j = 0 + get_local_id(1);
        {
          int i = 0 + get_local_id(0);
          r_Un[k] = 0.f;
          #pragma unroll 4
          for (int n = 0; n < 4; n++) {
            const double Ii = s_FT[n][i];
            r_Un[k] += Ii * s_U[j][n];
          }
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      //load multiplied data to shared
      {
        int j = 0 + get_local_id(1);
        {
          int i = 0 + get_local_id(0);
          s_U[j][i] = r_Un[k];
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int j = 0 + get_local_id(1);
        {
          int i = 0 + get_local_id(0);
          r_Un[k] = 0.f;
          #pragma unroll 4
          for (int n = 0; n < 4; n++) {
            const double Ij = s_FT[n][j];
            r_Un[k] += Ij * s_U[n][i];
          }
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        #pragma unroll 4
        for (int k = 0; k < 4; ++k) {
          const int tid = j * 4 + i;
          const int id = e * 64 + k * 4 * 4 + j * 4 + i;
          const double JW = massMatrix[id];
          const double unfilteredVal = r_U[k];
          const double filteredDiff = unfilteredVal - r_Un[k];
          filteredU[id] = filteredDiff;
          s_filtered[tid] += JW * filteredDiff * filteredDiff;
          s_unfiltered[tid] += JW * unfilteredVal * unfilteredVal;
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    // reduce p_Nq * p_Nq to single value
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const int t = j * 4 + i;
        if (t < 512) {
          s_filtered[t] += s_filtered[t + 512];
          s_unfiltered[t] += s_unfiltered[t + 512];
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const int t = j * 4 + i;
        if (t < 256) {
          s_filtered[t] += s_filtered[t + 256];
          s_unfiltered[t] += s_unfiltered[t + 256];
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const int t = j * 4 + i;
        if (t < 128) {
          s_filtered[t] += s_filtered[t + 128];
          s_unfiltered[t] += s_unfiltered[t + 128];
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const int t = j * 4 + i;
        if (t < 64) {
          s_filtered[t] += s_filtered[t + 64];
          s_unfiltered[t] += s_unfiltered[t + 64];
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const int t = j * 4 + i;
        if (t < 32) {
          s_filtered[t] += s_filtered[t + 32];
          s_unfiltered[t] += s_unfiltered[t + 32];
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const int t = j * 4 + i;
        if (t < 16) {
          s_filtered[t] += s_filtered[t + 16];
          s_unfiltered[t] += s_unfiltered[t + 16];
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const int t = j * 4 + i;
        if (t < 8) {
          s_filtered[t] += s_filtered[t + 8];
          s_unfiltered[t] += s_unfiltered[t + 8];
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const int t = j * 4 + i;
        if (t < 4) {
          s_filtered[t] += s_filtered[t + 4];
          s_unfiltered[t] += s_unfiltered[t + 4];
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const int t = j * 4 + i;
        if (t < 2) {
          s_filtered[t] += s_filtered[t + 2];
          s_unfiltered[t] += s_unfiltered[t + 2];
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const int t = j * 4 + i;
        if (t < 1) {
          const double filteredNorm = s_filtered[0] + s_filtered[1];
          const double unfilteredNorm = s_unfiltered[0] + s_unfiltered[1];
          const double S = filteredNorm / unfilteredNorm;
          logRelativeMassHighestMode[e] = log10(S);
        }
      }
    }
  }
}
