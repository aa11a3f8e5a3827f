// A libParanumal-style 2-D stiffness kernel written only in the C++ attribute spelling:
// [[okl_kernel]], [[okl_outer]]/[[okl_inner]] with explicit axes, [[okl_shared]] tiles,
// an [[okl_exclusive]] value kept across an [[okl_barrier]], [[okl_restrict]] before and after
// parameter names, [[okl_dim]] with [[okl_dimOrder]] on a parameter and [[okl_atomic]] counters.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel __attribute__((reqd_work_group_size(4, 4, 1))) void _occa_ellipticAxQuad2D_0(const int Nelements, __global const double *restrict ggeo, __global const double *D, const double lambda, __global const double *restrict q, __global double *restrict Aq, __global int *stats) {
  __local double s_q[4][4];
  __local double s_D[4][4];
  {
    int e = 0 + get_group_id(0);
    double r_q;
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const int id = e * 16 + j * 4 + i;
        r_q = q[id];
        s_q[j][i] = r_q;
        s_D[j][i] = D[i + 4 * j];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const int id = e * 16 + j * 4 + i;
        double dr = 0;
        double ds = 0;
        for (int m = 0; m < 4; ++m) {
          dr += s_D[i][m] * s_q[j][m];
          ds += s_D[j][m] * s_q[m][i];
        }
        Aq[id] = ggeo[id] * (dr + ds) + lambda * r_q;
        atomic_add(&stats[0], (1));
        atomic_add(&stats[1 + (i + j) % 3], (id));
      }
    }
  }
}
