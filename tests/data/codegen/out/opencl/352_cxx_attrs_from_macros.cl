// Normalised attributes produced by macros, as a code base that wants plain C++ in its editor
// would write them: object-like macros for the attributes, a function-like one building the
// argument string from `#` and adjacent literals, and `-D`/`#define` names inside the strings.
__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_reduceBlocks_0(const int N, __global const float *x, __global float *y, __global float *partial, __global float *total) {
  {
    int _occa_tiled_n = 0 + (16 * get_group_id(0));
    {
      int n = _occa_tiled_n + get_local_id(0);
      if (n < N) {
        y[n] = x[n] * x[n];
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_reduceBlocks_1(const int N, __global const float *x, __global float *y, __global float *partial, __global float *total) {
  {
    int _occa_tiled_n = 0 + (16 / 2 * get_group_id(0));
    {
      int n = _occa_tiled_n + get_local_id(0);
      if (n < N) {
        y[n] += 0.5f;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_reduceBlocks_2(const int N, __global const float *x, __global float *y, __global float *partial, __global float *total) {
  __local float s_v[16];
  {
    int b = 0 + get_group_id(0);
    float r_v;
    {
      int t = 0 + get_local_id(0);
      const int n = b * 16 + t;
      r_v = n < N ? y[n] : 0.0f;
      s_v[t % (16 / 2) + 16 / 2 * (t / (16 / 2))] = r_v;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t < 16 / 2) {
        s_v[t + 16 / 2 * 0] += s_v[t + 16 / 2 * 1];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t == 0) {
        float s = 0;
        for (int k = 0; k < 16 / 2; ++k) {
          s += s_v[k + 16 / 2 * 0];
        }
        partial[b] = s;
        {
          volatile __global float *_occa_ptr = &total[0];
          float _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (float) (_occa_old + (s));
          } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
        }
      }
      {
        volatile __global float *_occa_ptr = &total[1];
        float _occa_old, _occa_new;
        do {
          _occa_old = *_occa_ptr;
          _occa_new = (float) (_occa_old + (r_v));
        } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
      }
    }
  }
}
