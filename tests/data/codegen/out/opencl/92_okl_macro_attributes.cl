// Attributes carried by macros the way nekRS and libParanumal headers write them: the
// built-in `OKL("...")` macro (spec §10.4; a `;` right after it is swallowed, so `OUTER;`
// attaches to the next `for`), strings built by stringification and literal concatenation,
// and `#pragma occa attributes` lines.
__kernel __attribute__((reqd_work_group_size(4, 4, 1))) void _occa_oklMacroAttributes_0(const int nE, __global const float *q, __global float *r, __global float *sum) {
  __local float s_q[4][4];
  {
    int e = 0 + get_group_id(0);
    float r_q;
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        r_q = q[i + 4 * j] + e;
        s_q[j][i] = r_q;
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
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        r[(e * 4 + j) * 4 + i] = s_q[i][j] + 0.5f * r_q;
        {
          volatile __global float *_occa_ptr = &sum[0];
          float _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (float) (_occa_old + (r_q));
          } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
        }
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_oklMacroAttributes_1(const int nE, __global const float *q, __global float *r, __global float *sum) {
  {
    int _occa_tiled_k = 0 + (2 * get_group_id(0));
    {
      int k = _occa_tiled_k + get_local_id(0);
      if (k < nE * 4) {
        r[nE * 4 * 4 + k] = 2.0f * k;
      }
    }
  }
}
