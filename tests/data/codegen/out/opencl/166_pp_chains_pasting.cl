// Preprocessor idioms around attributes: an `#ifdef`/`#elif defined(...)`/`#elif defined X`
// chain, `##` pasting that builds a `@tile` size, a macro body continued over several lines
// inside the attribute's argument list, a variadic macro that builds a loop body, `#x`
// stringizing into `@barrier(...)`, `__COUNTER__`, `_Pragma("unroll 4")` and a line
// continuation written directly inside an attribute.
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_ppChains_0(const int n, __global int *y, __global int *z) {
  {
    int _occa_tiled_i = 0 + (8 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < n) {
        const int c0 = 0;
        const int c1 = 1;
        y[i] = i * 20 + c0 * 1000 + c1 * 10000;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_ppChains_1(const int n, __global int *y, __global int *z) {
  __local int s[4];
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      s[t] = t + b;
      #if defined(cl_khr_subgroups) || defined(__opencl_c_subgroups)
      sub_group_barrier(CLK_LOCAL_MEM_FENCE);
      #else
      #warning "@barrier(\"warp\") without sub-groups (cl_khr_subgroups): a work-group barrier, which every work-item of the group must reach"
      barrier(CLK_LOCAL_MEM_FENCE);
      #endif
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      int acc = 0;
      #pragma unroll 4
      for (int k = 0; k < 4; ++k) {
        acc += s[k];
      }
      z[b * 4 + t] = acc * 10 + t;
    }
  }
}
