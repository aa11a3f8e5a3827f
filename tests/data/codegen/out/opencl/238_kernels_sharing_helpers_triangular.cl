// Three kernels in one file sharing `static inline` helpers that call each other (one helper
// takes a `@shared` row, one is a function template used with two types), a kernel that is
// also called by name from nothing (it must still be emitted), and loop shapes: `@outer`
// from 3 with step 4 (`<=` bound), a triangular `@inner` whose extent is the `@outer`
// iterator's (with `@max_inner_dims` sizing an `@exclusive`), and an `@inner` starting at the
// `@outer` iterator's value.
static inline int tri(const int n) {
  return n * (n + 1) / 2;
}

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
static inline double _occa_weigh_double(const double v, const int k) {
  return v * (double)(k + 1);
}

static inline float _occa_weigh_float(const float v, const int k) {
  return v * (float)(k + 1);
}

static inline int _occa_weigh_int(const int v, const int k) {
  return v * (int)(k + 1);
}

static inline int rowSum(__local const int *row, const int len) {
  int s = 0;
  for (int k = 0; k < len; ++k) {
    s += _occa_weigh_int(row[k], k);
  }
  return s;
}

static inline float blend(const float a, const int b) {
  return _occa_weigh_float(a, b) + (float)tri(b);
}

__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_unusedKernel_0(const int n, __global float *x) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      x[2 * b + t] = blend(1.0f, t);
    }
  }
}

__kernel void _occa_triangular_0(const int n, __global const int *a, __global int *rows, __global int *tot) {
  __local int row[9];
  {
    int o = 3 + (4 * get_group_id(0));
    int got;
    {
      int t = 0 + get_local_id(0);
      if (t < o) {
        got = a[o * 10 + t];
        row[t] = got;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t < o) {
        rows[o * 10 + t] = got + (t == 0 ? rowSum(row, o) : 0);
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = o + get_local_id(0);
      if (t < 2 * o) {
        if (t == o) {
          tot[o] = tri(o) + rowSum(row, t - o + 1);
        }
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(3, 1, 1))) void _occa_blended_0(const int n, __global const float *x, __global float *y) {
  {
    int b = 5 + (5 * get_group_id(0));
    {
      int t = b + get_local_id(0);
      y[t] = blend(x[t], t - b) + _occa_weigh_double(0.5, t - b);
    }
  }
}
