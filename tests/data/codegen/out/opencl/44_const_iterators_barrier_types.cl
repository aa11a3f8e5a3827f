// Iterators declared `const` (OCCA's own examples do this; on a GPU each work-item computes
// them once) and the legacy barrier types "local" and "global" (libParanumal writes them).
__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_reverseBlocks_0(const int n, __global const float *in, __global float *out) {
  __local float s[16];
  {
    const int b = 0 + get_group_id(0);
    {
      const int t = 0 + get_local_id(0);
      const int i = 16 * b + t;
      s[t] = i < n ? in[i] : 0.0f;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      const int t = 0 + get_local_id(0);
      const int i = 16 * b + t;
      if (i < n) {
        out[i] = s[15 - t];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  }
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_reverseBlocks_1(const int n, __global const float *in, __global float *out) {
  {
    const int _occa_tiled_i = 0 + (8 * get_group_id(0));
    {
      const int i = _occa_tiled_i + get_local_id(0);
      if (i < n) {
        out[i] += 1.0f;
      }
    }
  }
}
