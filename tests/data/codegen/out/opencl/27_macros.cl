// Names and types from macros, token pasting, multi-line macros that hold OKL attributes.
// Defines: -Ddfloat=double -Dpfloat=float -DSUFFIX=_dp -Dp_Nq=6 -DBLOCK=64
/* dropped in device code */
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void _occa_copyAndSquare_dp_0(const int N, __global const float *restrict in, __global double *restrict out) {
  __local double s_in[64];
  {
    int b = 0 + get_group_id(0);
    ;
    {
      int t = 0 + get_local_id(0);
      s_in[t] = in[b * 64 + t];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      out[b * 64 + t] = s_in[t] * s_in[t];
    }
  }
}
