
// Block reductions whose identities come from std::numeric_limits (a class template from an
// unread system header, its static member functions called through `::`): the minimum starts
// at max(), the maximum at lowest(), an integer maximum at std::numeric_limits<int>::min(), in
// @shared partials combined by a tree over the @inner index.
__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_blockExtremes_0(const int n, __global const float *x, __global const int *k, __global float *lo, __global float *hi, __global int *kmax) {
  __local float s_lo[16];
  __local float s_hi[16];
  __local int s_k[16];
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      const int i = b * 16 + t;
      s_lo[t] = i < n ? x[i] : FLT_MAX;
      s_hi[t] = i < n ? x[i] : -FLT_MAX;
      s_k[t] = i < n ? k[i] : INT_MIN;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int w = 8; w > 0; w /= 2) {
      {
        int t = 0 + get_local_id(0);
        if (t < w) {
          s_lo[t] = s_lo[t + w] < s_lo[t] ? s_lo[t + w] : s_lo[t];
          s_hi[t] = s_hi[t + w] > s_hi[t] ? s_hi[t + w] : s_hi[t];
          s_k[t] = s_k[t + w] > s_k[t] ? s_k[t + w] : s_k[t];
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    {
      int t = 0 + get_local_id(0);
      if (t == 0) {
        lo[b] = s_lo[0];
        hi[b] = s_hi[0];
        kmax[b] = s_k[0];
      }
    }
  }
}
