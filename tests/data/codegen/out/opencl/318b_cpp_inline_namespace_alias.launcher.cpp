#include <occa/core/kernel.hpp>

// Helpers as a C++ library layer writes them: an inline namespace inside a namespace, a
// namespace alias and a using-declaration, a `using` type alias and an alias template of an
// array type (used for @exclusive storage), overloads that differ in parameter types with
// default arguments (`dot` of two structs or of two pointers with a default length,
// `clampAbs` for `double` and `int` with different default caps), a function template with a
// trailing `decltype` return type, and an `enum class` with an underlying type made by
// `static_cast` and switched in an @inner body; an @atomic histogram.
typedef double linalg__v2__real;
namespace linalg { namespace v2 { using real = linalg__v2__real; } }

struct linalg__v2__Vec3 {
  linalg__v2__real x;
  linalg__v2__real y;
  linalg__v2__real z;
};
namespace linalg { namespace v2 { using Vec3 = linalg__v2__Vec3; } }

inline linalg__v2__real _occa_linalg__v2__dot_0(const linalg__v2__Vec3 a, const linalg__v2__Vec3 b) {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}

inline linalg__v2__real _occa_linalg__v2__dot_1(const linalg__v2__real *a, const linalg__v2__real *b, int len) {
  linalg__v2__real s = 0;
  for (int k = 0; k < len; ++k) {
    s += a[k] * b[k];
  }
  return s;
}

inline linalg__v2__Vec3 linalg__v2__axpy(const linalg__v2__Vec3 x, const linalg__v2__Vec3 y, linalg__v2__real alpha) {
  return (linalg__v2__Vec3){alpha * x.x + y.x, alpha * x.y + y.y, alpha * x.z + y.z};
}

// namespace v2
// namespace linalg
double _occa_mulAdd_double_double(double a, double b, double c) {
  return a * b + c;
}

enum class Norm {
  One = 1,
  Two = 2,
  Inf = 3
};
constexpr Norm Norm__One = Norm::One; constexpr Norm Norm__Two = Norm::Two; constexpr Norm Norm__Inf = Norm::Inf;

inline linalg__v2__real _occa_clampAbs_0(linalg__v2__real v, linalg__v2__real cap) {
  v = v < 0 ? -v : v;
  return v < cap ? v : cap;
}

inline int _occa_clampAbs_1(int v, int cap) {
  v = v < 0 ? -v : v;
  return v < cap ? v : cap;
}

extern "C" void vecOps(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *p, occa::modeMemory_t *q, occa::modeMemory_t *out, occa::modeMemory_t *bins) {
  {
    const long long _occa_outer_x = (n + 3) / 4 - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, p, q, out, bins);
    }
  }
}
