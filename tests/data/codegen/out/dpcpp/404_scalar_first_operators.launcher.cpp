#include <occa/core/kernel.hpp>

#include <complex>

// Operators whose left operand is a scalar and right operand an object of a class template:
// std::complex<float>'s `s * z` (a function template outside the class, from the device
// subset where the target needs it), a user class template's namespace-level operator
// template `s + v`, and a friend operator defined in the class, `s * v`, for two instances.
template <typename T>
struct V2 {
  T x, y;
  V2(T a, T b) : x(a), y(b) {
  }
  friend V2 operator*(const T &s, const V2 &v) {
    return V2(s * v.x, s * v.y);
  }
};

template <typename T>
V2<T> operator+(const T &s, const V2<T> &v) {
  return V2<T>(s + v.x, s + v.y);
}

extern "C" void scalarFirst(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *a, occa::modeMemory_t *outRe, occa::modeMemory_t *outIm, occa::modeMemory_t *outV, occa::modeMemory_t *outI) {
  {
    const long long _occa_outer_x = (n - 0 + 8 - 1) / 8;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, a, outRe, outIm, outV, outI);
    }
  }
}
