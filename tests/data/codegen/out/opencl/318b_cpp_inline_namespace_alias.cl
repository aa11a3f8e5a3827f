// Helpers as a C++ library layer writes them: an inline namespace inside a namespace, a
// namespace alias and a using-declaration, a `using` type alias and an alias template of an
// array type (used for @exclusive storage), overloads that differ in parameter types with
// default arguments (`dot` of two structs or of two pointers with a default length,
// `clampAbs` for `double` and `int` with different default caps), a function template with a
// trailing `decltype` return type, and an `enum class` with an underlying type made by
// `static_cast` and switched in an @inner body; an @atomic histogram.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef double linalg__v2__real;

struct linalg__v2__Vec3 {
  linalg__v2__real x;
  linalg__v2__real y;
  linalg__v2__real z;
};

inline linalg__v2__real _occa_linalg__v2__dot_0(const struct linalg__v2__Vec3 a, const struct linalg__v2__Vec3 b) {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}

inline linalg__v2__real _occa_linalg__v2__dot_1(__global const linalg__v2__real *a, __global const linalg__v2__real *b, int len) {
  linalg__v2__real s = 0;
  for (int k = 0; k < len; ++k) {
    s += a[k] * b[k];
  }
  return s;
}

inline struct linalg__v2__Vec3 linalg__v2__axpy(const struct linalg__v2__Vec3 x, const struct linalg__v2__Vec3 y, linalg__v2__real alpha) {
  return (struct linalg__v2__Vec3){alpha * x.x + y.x, alpha * x.y + y.y, alpha * x.z + y.z};
}

// namespace v2
// namespace linalg
double _occa_mulAdd_double_double(double a, double b, double c) {
  return a * b + c;
}

enum Norm {
  Norm__One = 1,
  Norm__Two = 2,
  Norm__Inf = 3
};

inline linalg__v2__real _occa_clampAbs_0(linalg__v2__real v, linalg__v2__real cap) {
  v = v < 0 ? -v : v;
  return v < cap ? v : cap;
}

inline int _occa_clampAbs_1(int v, int cap) {
  v = v < 0 ? -v : v;
  return v < cap ? v : cap;
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_vecOps_0(const int n, __global const linalg__v2__real *p, __global const linalg__v2__real *q, __global linalg__v2__real *out, __global int *bins) {
  {
    int b = 0 + get_group_id(0);
    struct linalg__v2__Vec3 r;
    linalg__v2__real d[2];
    {
      int t = 0 + get_local_id(0);
      const int i = b * 4 + t;
      if (i < n) {
        const struct linalg__v2__Vec3 a = {p[3 * i], p[3 * i + 1], p[3 * i + 2]};
        const struct linalg__v2__Vec3 c = {q[3 * i], q[3 * i + 1], q[3 * i + 2]};
        r = linalg__v2__axpy(a, c, 1.0);
        const struct linalg__v2__Vec3 s = linalg__v2__axpy(a, c, -2.0);
        d[0] = _occa_linalg__v2__dot_0(r, s);
        d[1] = _occa_linalg__v2__dot_1(&p[3 * i], &q[3 * i], 3);
      } else {
        r = (struct linalg__v2__Vec3){0, 0, 0};
        d[0] = d[1] = 0;
      }
    }
    {
      int t = 0 + get_local_id(0);
      const int i = b * 4 + t;
      const unsigned char norm = (unsigned char)(1 + i % 3);
      linalg__v2__real val = 0;
      switch (norm) {
        case 1:
          val = _occa_clampAbs_0(r.x, 10.0) + _occa_clampAbs_0(r.y, 10.0) + _occa_clampAbs_0(r.z, 10.0);
          break;
        case 2:
          val = _occa_linalg__v2__dot_0(r, r);
          break;
        case 3:
          val = _occa_clampAbs_0(r.x, 2.0);
          if (_occa_clampAbs_0(r.y, 2.0) > val) {
            val = _occa_clampAbs_0(r.y, 2.0);
          }
          if (_occa_clampAbs_0(r.z, 2.0) > val) {
            val = _occa_clampAbs_0(r.z, 2.0);
          }
          break;
      }
      if (i < n) {
        out[2 * i] = _occa_mulAdd_double_double(val, 2.0, d[0]);
        out[2 * i + 1] = d[1];
        const int bin = _occa_clampAbs_1((int)d[1], 3);
        atomic_add(&bins[bin], (1));
      }
    }
  }
}
