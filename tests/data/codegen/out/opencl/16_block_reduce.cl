// Block reductions: shared-memory tree with implicit barriers, and atomics.
// Defines: -Dp_blockSize=64 -Ddfloat=float
__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void _occa_blockSum_0(const int N, __global const float *restrict x, __global float *restrict partial) {
  __local float s_x[64];
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      const int n = b * 64 + t;
      s_x[t] = n < N ? x[n] : 0;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int alive = 64 / 2; alive > 0; alive /= 2) {
      {
        int t = 0 + get_local_id(0);
        if (t < alive) {
          s_x[t] += s_x[t + alive];
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    {
      int t = 0 + get_local_id(0);
      if (t == 0) {
        partial[b] = s_x[0];
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void _occa_atomicSum_0(const int N, __global const float *x, __global float *total, __global int *count) {
  {
    int _occa_tiled_n = 0 + (64 * get_group_id(0));
    {
      int n = _occa_tiled_n + get_local_id(0);
      if (n < N) {
        {
          volatile __global float *_occa_ptr = &*total;
          float _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (float) (_occa_old + (x[n]));
          } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
        }
        atomic_inc(&count[0]);
      }
    }
  }
}
