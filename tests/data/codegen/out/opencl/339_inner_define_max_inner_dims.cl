// `@inner` extents given by `#define` (an expression macro `NT = NQ * NQ`, a `-D` value
// `p_Nq`, a `#define` inside the kernel's `#if`) beside run-time extents bounded by
// `@max_inner_dims(MAXT)`: a `@shared` buffer filled in two pieces (`0 .. NT` and
// `NT .. MAXT`), read with a run-time `@inner` extent; an `@exclusive` value written in the
// first loop and read only where the work-item exists in both; a 2-D `p_Nq x p_Nq` nest.
__kernel void _occa_innerDefineMaxInnerDims_0(const int ne, const int m, __global const float *x, __global float *y, __global int *z) {
  __local float s[16];
  {
    int e = 0 + get_group_id(0);
    float r;
    {
      int t = 0 + get_local_id(0);
      if (t < 3 * 3) {
        s[t] = x[e * (3 * 3) + t];
        r = 2.0f * t;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 3 * 3 + get_local_id(0);
      if (t < 16) {
        s[t] = -1.0f;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t < m) {
        float v = s[t] + s[(t + 1) % 16];
        if (t < 3 * 3) {
          v += r;
        }
        y[e * 16 + t] = v;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 4, 1))) void _occa_innerDefineMaxInnerDims_1(const int ne, const int m, __global const float *x, __global float *y, __global int *z) {
  __local int plane[16];
  {
    int e = 0 + get_group_id(0);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        plane[j * 4 + i] = e * 100 + j * 10 + i;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 4 - 1 - get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        z[e * (4 * 4) + i * 4 + j] = plane[j * 4 + i] + (int)sizeof(plane) / (int)sizeof(int);
      }
    }
  }
}
