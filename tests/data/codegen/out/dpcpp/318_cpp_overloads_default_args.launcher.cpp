#include <occa/core/kernel.hpp>

namespace linalg {
  namespace v2 {
    using real = double;
    template <typename T>
    using Pair = T [2];
    struct Vec3 {
      real x, y, z;
    };
    inline real dot(const Vec3 &a, const Vec3 &b) {
      return a.x * b.x + a.y * b.y + a.z * b.z;
    }
    inline real dot(const real *a, const real *b, int len = 3) {
      real s = 0;
      for (int k = 0; k < len; ++k)
        s += a[k] * b[k];
      return s;
    }
    inline Vec3 axpy(const Vec3 &x, const Vec3 &y, real alpha = 1.0) {
      return Vec3{alpha * x.x + y.x, alpha * x.y + y.y, alpha * x.z + y.z};
    }
  }
}

using linalg::v2::Vec3;

// Helpers as a C++ library layer writes them: overloads that differ in parameter types with
// default arguments (`dot` of two structs or of two pointers with a default length, `axpy` with a
// default scale, `clampAbs` for `double` and `int` with different default caps, kept by
// file-scope helpers in the output), a `using` type alias and an
// alias template of an array type (used for @exclusive storage), a using-declaration, a function
// template with a trailing return type, and an `enum class` with an underlying type made by
// `static_cast` and switched in an @inner body; an @atomic histogram. Known bug 318b is the same
// kernel with an inline namespace, a namespace alias and a `decltype` return type.
// namespace v2
// namespace linalg
template <typename A, typename B>
A mulAdd(A a, B b, B c) {
  return a * b + c;
}

enum class Norm : unsigned char {
  One = 1,
  Two = 2,
  Inf = 3
};

inline linalg::v2::real clampAbs(linalg::v2::real v, linalg::v2::real cap = 10.0) {
  v = v < 0 ? -v : v;
  return v < cap ? v : cap;
}

inline int clampAbs(int v, int cap = 3) {
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
