// A libParanumal-style hexahedral gradient with the less-used attributes where real kernels put
// them: @simd_length and @max_inner_dims on the @outer loop, @nobarrier after an operator load
// that the next nest does not read, @directive for a derived size and a loop pragma, and
// @restrict on parameters and on a local pointer.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel __attribute__((reqd_work_group_size(4, 4, 1))) void _occa_gradientHex3D_0(const int Nelements, __global const double *restrict D, __global const double *restrict q, __global double *restrict grad) {
  __local double s_D[4][4];
  __local double s_q[4][4];
  {
    int e = 0 + get_group_id(0);
    double r_q[4];
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        s_D[j][i] = D[j * 4 + i];
      }
    }
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        #pragma GCC unroll 4
        for (int k = 0; k < 4; ++k) {
          r_q[k] = q[e * 64 + k * (4 * 4) + j * 4 + i];
        }
      }
    }
    for (int k = 0; k < 4; ++k) {
      {
        int j = 0 + get_local_id(1);
        {
          int i = 0 + get_local_id(0);
          s_q[j][i] = r_q[k];
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int j = 0 + get_local_id(1);
        {
          int i = 0 + get_local_id(0);
          double qr = 0;
          double qs = 0;
          double qt = 0;
          for (int m = 0; m < 4; ++m) {
            qr += s_D[i][m] * s_q[j][m];
            qs += s_D[j][m] * s_q[m][i];
            qt += s_D[k][m] * r_q[m];
          }
          __global double *restrict g = grad + 3 * (e * 64 + k * (4 * 4) + j * 4 + i);
          g[0] = qr;
          g[1] = qs;
          g[2] = qt;
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
}
