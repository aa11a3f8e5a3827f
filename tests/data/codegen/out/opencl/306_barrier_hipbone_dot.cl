// hipBone-style dot product (updateCG/innerProduct): the tree as `#if p_blockSize > ...` steps,
// each one `@inner` loop whose body is one `if (t < w)`, explicit barriers between them, a
// grid-strided load loop whose bounds read the work-item index, a final `@atomic`.
// Defines: -Dp_blockSize=128
__kernel __attribute__((reqd_work_group_size(128, 1, 1))) void _occa_dotAtomic_0(const int N, __global const float *x, __global float *dot) {
  __local float s_dot[128];
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      float r = 0.0f;
      for (int id = b * 128 + t; id < N; id += 128 * 2) {
        r += x[id] * x[id];
      }
      s_dot[t] = r;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t < 64) {
        s_dot[t] += s_dot[t + 64];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t < 32) {
        s_dot[t] += s_dot[t + 32];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t < 16) {
        s_dot[t] += s_dot[t + 16];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t < 8) {
        s_dot[t] += s_dot[t + 8];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t < 4) {
        s_dot[t] += s_dot[t + 4];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t < 2) {
        s_dot[t] += s_dot[t + 2];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t < 1) {
        const float v = s_dot[0] + s_dot[1];
        {
          volatile __global float *_occa_ptr = &dot[0];
          float _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (float) (_occa_old + (v));
          } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
        }
      }
    }
  }
}
