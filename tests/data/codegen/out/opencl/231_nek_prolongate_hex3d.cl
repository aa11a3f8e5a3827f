// nekRS `prolongateHex3D` (src/mesh/kernels/prolongateHex3D.okl): multigrid prolongation of
// a coarse hex element (p_NqCoarse^3 nodes) to a fine one (p_NqFine^3) by three 1-D
// interpolations, on a 2-D work-group of p_NqFine^2 work-items of which only some are active in
// each phase: an `@exclusive` register array filled along the third direction under a guard,
// then a regular loop over fine planes whose body starts with an explicit `@barrier()` and holds
// three barrier-separated `@inner` nests (two guarded), with `@shared` arrays addressed through
// a flattened row (`s_R[0][t]`) and by `t % Nc`, `t / Nc`.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef int dlong;

typedef double dfloat;

typedef float pfloat;

__kernel __attribute__((reqd_work_group_size(5, 5, 1))) void _occa_prolongateHex3D_0(const dlong Nelements, __global const pfloat *restrict R, __global const pfloat *restrict qc, __global pfloat *restrict qN) {
  __local dfloat s_q[3][3];
  __local dfloat s_Pq[5][3];
  __local dfloat s_R[3][5];
  {
    dlong e = 0 + get_group_id(0);
    dfloat r_q[5];
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        int t = i + j * 5;
        if (t < 3 * 5) {
          s_R[0][t] = R[t];
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const int t = i + j * 5;
        if (t < 3 * 3) {
          for (int k = 0; k < 5; ++k) {
            r_q[k] = 0;
          }
          for (int k = 0; k < 3; ++k) {
            const int id = t + k * 3 * 3 + e * 27;
            const dfloat tmp = qc[id];
            for (int m = 0; m < 5; ++m) {
              r_q[m] += s_R[k][m] * tmp;
            }
          }
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < 5; ++k) {
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int j = 0 + get_local_id(1);
        {
          int i = 0 + get_local_id(0);
          const int t = i + j * 5;
          if (t < 3 * 3) {
            const int ti = t % 3;
            const int tj = t / 3;
            s_q[tj][ti] = r_q[k];
          }
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int j = 0 + get_local_id(1);
        {
          int i = 0 + get_local_id(0);
          const int t = i + j * 5;
          if (t < 3 * 5) {
            const int ti = t % 3;
            const int tj = t / 3;
            dfloat res = 0;
            for (int m = 0; m < 3; ++m) {
              res += s_R[m][tj] * s_q[m][ti];
            }
            s_Pq[tj][ti] = res;
          }
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int j = 0 + get_local_id(1);
        {
          int i = 0 + get_local_id(0);
          dfloat res = 0;
          for (int m = 0; m < 3; ++m) {
            res += s_R[m][i] * s_Pq[j][m];
          }
          const int id = i + j * 5 + k * 5 * 5 + e * 125;
          qN[id] += res;
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
}
