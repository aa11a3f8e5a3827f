// Helper functions as a libParanumal/nekRS author writes them: forward declarations of helpers
// defined after the kernel (one `static`, one with default arguments given in the declaration),
// overloads chosen by the types of `@shared` and `@exclusive` arguments (array by reference,
// `const` array of another length, float/int/double scalars, `float &`/`int &`), `constexpr` and
// recursive helpers, templates deducing array bounds of `@shared`/`@exclusive` arrays, rows of
// 2-D arrays by reference, and function pointers chosen per work-group in the `@outer` body.
float twice(float x);

static int fact(int n);

int pick(int a, int b, int c);

static inline float _occa_rowSum_0(__local float s[16]) {
  float r = 0;
  for (int k = 0; k < 16; ++k) {
    r += s[k];
  }
  return r;
}

static inline float _occa_rowSum_1(const float s[8]) {
  return -1.0f * s[0];
}

inline float _occa_scale_0(float x) {
  return 2 * x;
}

inline float _occa_scale_1(int x) {
  return 3.0f * x;
}

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
inline float _occa_scale_2(double x) {
  return 4.0f * (float)x;
}

int sq(int x) {
  return x * x;
}

static float addOne(float x) {
  return x + 1;
}

static float negate(float x) {
  return -x;
}

typedef float (*unary)(float);

static inline void _occa_bump_0(float *e) {
  *e += 0.5f;
}

static inline void _occa_bump_1(int *e) {
  *e += 7;
}

int _occa_lenOf_4(const float[4]) {
  return 4;
}

int _occa_lenOf_16(__local const float[16]) {
  return 16;
}

int _occa_dims_2_3(int a[2][3]) {
  a[2 - 1][3 - 1] += 1;
  return 2 * 100 + 3;
}

static float rsum(const float *p, int n) {
  return n == 0 ? 0.0f : p[0] + rsum(p + 1, n - 1);
}

static inline int _occa_firstOf_as_p(const int row[3]) {
  return row[0];
}

static inline int _occa_firstOf_as_l(__local const int row[3]) {
  return row[0];
}

__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_helperForms_0(const int n, __global float *out, __global int *iout) {
  __local float s[16];
  __local float h[8];
  __local int grid[4][3];
  {
    int b = 0 + get_group_id(0);
    float ef;
    int ei;
    float ea[4];
    int em[2][3];
    float (*op)(float) = b % 2 == 0 ? addOne : negate;
    float (*op2)(float) = b == 2 ? &twice : op;
    {
      int t = 0 + get_local_id(0);
      s[t] = t;
      if (t < 8) {
        h[t] = t + 1;
      }
      ef = t * 0.25f;
      ei = t;
      for (int k = 0; k < 4; ++k) {
        ea[k] = t + k;
      }
      for (int k = 0; k < 6; ++k) {
        em[k / 3][k % 3] = t * 10 + k;
      }
      if (t < 12) {
        grid[t / 3][t % 3] = t;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      _occa_bump_0(&ef);
      _occa_bump_1(&ei);
      const float r = _occa_rowSum_0(s) + _occa_rowSum_0(h);
      const int g = b * 16 + t;
      out[g * 4 + 0] = r + _occa_scale_0(ef) + _occa_scale_1(ei) + _occa_scale_2(1.0);
      out[g * 4 + 1] = op(t) + op2(t);
      out[g * 4 + 2] = ef;
      out[g * 4 + 3] = (float)ei;
      __global int *o = iout + g * 8;
      o[0] = fact(t % 6) + sq(sq(2));
      o[1] = pick(t) + pick(t, 1) + pick(t, 1, 2) + n;
      o[2] = _occa_lenOf_4(ea) * 100 + _occa_lenOf_16(s);
      o[3] = _occa_dims_2_3(em);
      o[4] = _occa_firstOf_as_p(em[1]);
      o[5] = em[1][2];
      o[6] = (int)rsum(ea, 4);
      o[7] = _occa_firstOf_as_l(grid[t % 4]);
    }
  }
}

float twice(float x) {
  return 2 * x;
}

static int fact(int n) {
  return n <= 1 ? 1 : n * fact(n - 1);
}

int pick(int a, int b, int c) {
  return a + b + c;
}
