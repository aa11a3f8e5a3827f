// Three kernels in one file sharing helpers: a `static inline` function, function templates
// (one with a non-type parameter, called with explicit arguments), a helper that updates its
// argument through a reference and one that returns a reference into an array. The case
// calls the middle kernel; the other two must still be emitted and compile.
static inline int clampi(int v, int lo, int hi) {
  return v < lo ? lo : v > hi ? hi : v;
}

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
inline double _occa_sq_double(const double x) {
  return x * x;
}

inline float _occa_sq_float(const float x) {
  return x * x;
}

inline int _occa_sq_int(const int x) {
  return x * x;
}

inline double _occa_sumN_double_1(__global const double *p) {
  double s = (double)0;
  for (int k = 0; k < 1; ++k) {
    s += p[k];
  }
  return s;
}

inline float _occa_sumN_float_4(__local const float *p) {
  float s = (float)0;
  for (int k = 0; k < 4; ++k) {
    s += p[k];
  }
  return s;
}

inline void accumulate(float *acc, const float v) {
  *acc += v;
}

inline __global float *slot(__global float *base, int k) {
  return &base[k];
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_squareAll_0(const int n, __global float *x) {
  {
    int b = 0 + (4 * get_group_id(0));
    {
      int t = b + get_local_id(0);
      if (t < n) {
        x[t] = _occa_sq_float(x[t]);
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_blockStats_0(const int n, __global const float *x, __global float *y, __global int *idx) {
  __local float s[4];
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      const int g = clampi(b * 4 + t, 0, n - 1);
      s[t] = x[g];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      float acc = _occa_sumN_float_4(s);
      accumulate(&acc, _occa_sq_float(s[t]));
      const int g = b * 4 + t;
      if (g < n) {
        *slot(y, g) = acc;
        idx[g] = clampi(g - 2, 0, 5) + _occa_sq_int(t);
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(1, 1, 1))) void _occa_squareSums_0(const int n, __global double *z) {
  {
    int i = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      z[i] = _occa_sq_double(z[i]) + _occa_sumN_double_1(z + i);
    }
  }
}
