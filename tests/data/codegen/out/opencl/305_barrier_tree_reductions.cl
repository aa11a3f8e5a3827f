// Shared-memory tree reductions written the way real kernels write them (nekRS/hipBone dot
// products, libParanumal norms): a regular loop over halving widths in the `@outer` body with an
// explicit `@barrier` between `@inner` loops, the `if (t < alive)` test inside the `@inner` body,
// a barrier at the end of an `@inner` body after (not in) a per-work-item `if`, `#if p_blockSize`
// steps, and a warp-level tail under `if (t < 32)` with `@barrier("warp")`.
// Defines: -Dp_blockSize=128
__kernel __attribute__((reqd_work_group_size(128, 1, 1))) void _occa_blockReduce_0(const int N, __global const float *x, __global const float *y, __global float *sums, __global float *maxs) {
  __local float s_sum[128];
  __local float s_max[128];
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      const int id = b * 128 + t;
      s_sum[t] = id < N ? x[id] * y[id] : 0.0f;
      s_max[t] = id < N ? x[id] : -1.0e30f;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    // Halving widths in a regular loop of the group; every work-item reaches the barriers.
    for (int alive = 128 / 2; alive > 32; alive /= 2) {
      {
        int t = 0 + get_local_id(0);
        if (t < alive) {
          s_sum[t] += s_sum[t + alive];
          s_max[t] = s_max[t] > s_max[t + alive] ? s_max[t] : s_max[t + alive];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    // Warp step: only the first 32 work-items, under a warp barrier (each reads a slot no
    // work-item of this loop writes).
    {
      int t = 0 + get_local_id(0);
      if (t < 32) {
        s_sum[t] += s_sum[t + 32];
        if (s_max[t + 32] > s_max[t]) {
          s_max[t] = s_max[t + 32];
        }
        #if defined(cl_khr_subgroups) || defined(__opencl_c_subgroups)
        sub_group_barrier(CLK_LOCAL_MEM_FENCE);
        #else
        #warning "@barrier(\"warp\") without sub-groups (cl_khr_subgroups): a work-group barrier, which every work-item of the group must reach"
        barrier(CLK_LOCAL_MEM_FENCE);
        #endif
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t == 0) {
        float a = 0.0f;
        float m = s_max[0];
        for (int w = 0; w < 32; ++w) {
          a += s_sum[w];
          m = s_max[w] > m ? s_max[w] : m;
        }
        sums[b] = a;
        maxs[b] = m;
      }
    }
  }
}
