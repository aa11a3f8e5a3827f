// `@exclusive` data handed to helpers: an `@exclusive` array passed to a function template that
// deduces its extent from `float (&)[N]`, an `@exclusive` scalar passed by non-const reference,
// an `@exclusive` array row passed as a pointer, and `sizeof` arithmetic on the array inside
// `@inner`.
inline void _occa_fillRamp_3(float a[3], const float v) {
  for (int k = 0; k < 3; ++k) {
    a[k] = v + k;
  }
}

inline void bump(int *c, const int by) {
  *c += by;
}

inline float total(const float *p, const int n) {
  float s = 0.0f;
  for (int k = 0; k < n; ++k) {
    s += p[k];
  }
  return s;
}

__kernel __attribute__((reqd_work_group_size(5, 1, 1))) void _occa_exclusiveToHelpers_0(const int nb, __global const float *x, __global float *y, __global int *c) {
  {
    int b = 0 + get_group_id(0);
    float ramp[3];
    int count;
    {
      int t = 0 + get_local_id(0);
      _occa_fillRamp_3(ramp, x[b * 5 + t]);
      count = 0;
      bump(&count, t);
    }
    {
      int t = 0 + get_local_id(0);
      const int len = (int)(sizeof(ramp) / sizeof(ramp[0]));
      bump(&count, len);
      y[b * 5 + t] = total(ramp, len) + total(&ramp[1], 2);
      c[b * 5 + t] = count;
    }
  }
}
