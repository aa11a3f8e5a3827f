// One templated kernel instantiated three times (type, block size and a bool switch): @shared
// storage and @inner extents from the non-type parameter, an @exclusive of the type parameter,
// a barrier tree in a regular loop, `if (SQUARE)` on the bool parameter.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_blockSum_double_4_false_0(const int n, __global const double *in, __global double *out) {
  __local double s[4];
  {
    int g = 0 + get_group_id(0);
    double v;
    {
      int t = 0 + get_local_id(0);
      const int i = g * 4 + t;
      v = i < n ? in[i] : (double)0;
      if (false) {
        v *= v;
      }
      s[t] = v;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int stride = 4 / 2; stride > 0; stride /= 2) {
      {
        int t = 0 + get_local_id(0);
        if (t < stride) {
          s[t] += s[t + stride];
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    {
      int t = 0 + get_local_id(0);
      if (t == 0) {
        out[g] = s[0] + (double)4;
      }
      if (t == 4 - 1) {
        out[(n + 4 - 1) / 4 + g] = v;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_blockSum_int_8_true_0(const int n, __global const int *in, __global int *out) {
  __local int s[8];
  {
    int g = 0 + get_group_id(0);
    int v;
    {
      int t = 0 + get_local_id(0);
      const int i = g * 8 + t;
      v = i < n ? in[i] : (int)0;
      if (true) {
        v *= v;
      }
      s[t] = v;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int stride = 8 / 2; stride > 0; stride /= 2) {
      {
        int t = 0 + get_local_id(0);
        if (t < stride) {
          s[t] += s[t + stride];
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    {
      int t = 0 + get_local_id(0);
      if (t == 0) {
        out[g] = s[0] + (int)8;
      }
      if (t == 8 - 1) {
        out[(n + 8 - 1) / 8 + g] = v;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_blockSum_unsigned_2_false_0(const int n, __global const unsigned int *in, __global unsigned int *out) {
  __local unsigned int s[2];
  {
    int g = 0 + get_group_id(0);
    unsigned int v;
    {
      int t = 0 + get_local_id(0);
      const int i = g * 2 + t;
      v = i < n ? in[i] : (unsigned int)0;
      if (false) {
        v *= v;
      }
      s[t] = v;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int stride = 2 / 2; stride > 0; stride /= 2) {
      {
        int t = 0 + get_local_id(0);
        if (t < stride) {
          s[t] += s[t + stride];
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    {
      int t = 0 + get_local_id(0);
      if (t == 0) {
        out[g] = s[0] + (unsigned int)2;
      }
      if (t == 2 - 1) {
        out[(n + 2 - 1) / 2 + g] = v;
      }
    }
  }
}
