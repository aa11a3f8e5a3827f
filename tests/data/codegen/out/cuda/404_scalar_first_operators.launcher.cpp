#include <occa/core/kernel.hpp>

namespace _occa_std {
  template <typename T>
  struct complex {
    T _occa_re;
    T _occa_im;
    complex(T re = T(), T im = T()) : _occa_re(re), _occa_im(im) {
    }
    T real() const {
      return _occa_re;
    }
    T imag() const {
      return _occa_im;
    }
    complex &operator+=(const complex &o) {
      _occa_re += o._occa_re;
      _occa_im += o._occa_im;
      return *this;
    }
    complex &operator-=(const complex &o) {
      _occa_re -= o._occa_re;
      _occa_im -= o._occa_im;
      return *this;
    }
    complex &operator*=(const complex &o) {
      const T re = _occa_re * o._occa_re - _occa_im * o._occa_im;
      _occa_im = _occa_re * o._occa_im + _occa_im * o._occa_re;
      _occa_re = re;
      return *this;
    }
    complex &operator/=(const complex &o) {
      const T d = o._occa_re * o._occa_re + o._occa_im * o._occa_im;
      const T re = (_occa_re * o._occa_re + _occa_im * o._occa_im) / d;
      _occa_im = (_occa_im * o._occa_re - _occa_re * o._occa_im) / d;
      _occa_re = re;
      return *this;
    }
    complex operator+(const complex &o) const {
      return complex(_occa_re + o._occa_re, _occa_im + o._occa_im);
    }
    complex operator-(const complex &o) const {
      return complex(_occa_re - o._occa_re, _occa_im - o._occa_im);
    }
    complex operator-() const {
      return complex(-_occa_re, -_occa_im);
    }
    complex operator*(const complex &o) const {
      return complex(_occa_re * o._occa_re - _occa_im * o._occa_im, _occa_re * o._occa_im + _occa_im * o._occa_re);
    }
    complex operator*(const T &s) const {
      return complex(_occa_re * s, _occa_im * s);
    }
    complex operator/(const complex &o) const {
      const T d = o._occa_re * o._occa_re + o._occa_im * o._occa_im;
      return complex((_occa_re * o._occa_re + _occa_im * o._occa_im) / d, (_occa_im * o._occa_re - _occa_re * o._occa_im) / d);
    }
    complex operator/(const T &s) const {
      return complex(_occa_re / s, _occa_im / s);
    }
    bool operator==(const complex &o) const {
      return _occa_re == o._occa_re && _occa_im == o._occa_im;
    }
    bool operator!=(const complex &o) const {
      return _occa_re != o._occa_re || _occa_im != o._occa_im;
    }
  };
  template <typename T>
  inline complex<T> operator*(const T &s, const complex<T> &a) {
    return complex<T>(s * a._occa_re, s * a._occa_im);
  }
  template <typename T>
  inline T real(const complex<T> &z) {
    return z._occa_re;
  }
  template <typename T>
  inline T imag(const complex<T> &z) {
    return z._occa_im;
  }
  template <typename T>
  inline complex<T> conj(const complex<T> &z) {
    return complex<T>(z._occa_re, -z._occa_im);
  }
  template <typename T>
  inline T norm(const complex<T> &z) {
    return z._occa_re * z._occa_re + z._occa_im * z._occa_im;
  }
}

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
