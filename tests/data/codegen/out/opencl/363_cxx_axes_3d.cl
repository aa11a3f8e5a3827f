// Explicit axes in the C++ spelling on a 2-D grid of groups with 3-D groups, a warp barrier in
// the normalised form with its string argument escaped inside the attribute string, and a
// `@shared` cube read back in reversed order.
__kernel __attribute__((reqd_work_group_size(3, 3, 3))) void _occa_reverseCubes_0(const int Nx, const int Ny, __global const float *in, __global float *out) {
  __local float s_c[3][3][3];
  {
    int by = 0 + get_group_id(1);
    {
      int bx = 0 + get_group_id(0);
      const int base = (by * Nx + bx) * 3 * 3 * 3;
      {
        int k = 0 + get_local_id(2);
        {
          int j = 0 + get_local_id(1);
          {
            int i = 0 + get_local_id(0);
            s_c[k][j][i] = in[base + (k * 3 + j) * 3 + i] + by - bx;
          }
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      #if defined(cl_khr_subgroups) || defined(__opencl_c_subgroups)
      sub_group_barrier(CLK_LOCAL_MEM_FENCE);
      #else
      #warning "@barrier(\"warp\") without sub-groups (cl_khr_subgroups): a work-group barrier, which every work-item of the group must reach"
      barrier(CLK_LOCAL_MEM_FENCE);
      #endif
      {
        int k = 0 + get_local_id(2);
        {
          int j = 0 + get_local_id(1);
          {
            int i = 0 + get_local_id(0);
            out[base + (k * 3 + j) * 3 + i] = s_c[3 - 1 - i][3 - 1 - k][j];
          }
        }
      }
    }
  }
}
