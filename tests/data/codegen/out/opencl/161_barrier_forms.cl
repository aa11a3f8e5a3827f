// Barrier spellings where nekRS-style kernels put them: `@nobarrier` next to `@inner` on one
// loop, `@barrier("warp")` between `@inner` loops and inside an `@inner` body, `@barrier;` and
// `@barrier();` between `@inner` loops inside a regular loop that `continue`s, in `if`/`else`
// branches, and in a `do`/`while` loop; an `@exclusive` accumulator runs through all of them.
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_barrierForms_0(const int nb, const int rounds, __global const int *x, __global int *y) {
  __local int s[8];
  __local int t2[8];
  {
    int b = 0 + get_group_id(0);
    int acc;
    {
      int t = 0 + get_local_id(0);
      acc = x[b * 8 + t];
      s[t] = acc;
    }
    #if defined(cl_khr_subgroups) || defined(__opencl_c_subgroups)
    sub_group_barrier(CLK_LOCAL_MEM_FENCE);
    #else
    #warning "@barrier(\"warp\") without sub-groups (cl_khr_subgroups): a work-group barrier, which every work-item of the group must reach"
    barrier(CLK_LOCAL_MEM_FENCE);
    #endif
    for (int r = 0; r < rounds; ++r) {
      if (r % 2 == 1) {
        continue;
      }
      {
        int t = 0 + get_local_id(0);
        t2[t] = s[(t + 1) % 8] + r;
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      if (r % 4 == 0) {
        {
          int t = 0 + get_local_id(0);
          s[t] = t2[t];
          acc += t2[t];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        // The next round reads other work-items' `s`; one warp holds them all.
      } else {
        {
          int t = 0 + get_local_id(0);
          s[t] = t2[8 - 1 - t];
        }
        #if defined(cl_khr_subgroups) || defined(__opencl_c_subgroups)
        sub_group_barrier(CLK_LOCAL_MEM_FENCE);
        #else
        #warning "@barrier(\"warp\") without sub-groups (cl_khr_subgroups): a work-group barrier, which every work-item of the group must reach"
        barrier(CLK_LOCAL_MEM_FENCE);
        #endif
      }
    }
    int left = 2;
    do {
      {
        int t = 0 + get_local_id(0);
        acc -= s[t] % 3;
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      #if defined(cl_khr_subgroups) || defined(__opencl_c_subgroups)
      sub_group_barrier(CLK_LOCAL_MEM_FENCE);
      #else
      #warning "@barrier(\"warp\") without sub-groups (cl_khr_subgroups): a work-group barrier, which every work-item of the group must reach"
      barrier(CLK_LOCAL_MEM_FENCE);
      #endif
    } while (--left > 0);
    {
      int t = 0 + get_local_id(0);
      #if defined(cl_khr_subgroups) || defined(__opencl_c_subgroups)
      sub_group_barrier(CLK_LOCAL_MEM_FENCE);
      #else
      #warning "@barrier(\"warp\") without sub-groups (cl_khr_subgroups): a work-group barrier, which every work-item of the group must reach"
      barrier(CLK_LOCAL_MEM_FENCE);
      #endif
      y[b * 8 + t] = s[t] * 100 + acc;
    }
  }
}
