#include <occa/core/kernel.hpp>

namespace _occa_std {
  template <typename T, unsigned long int N>
  struct array {
    T _occa_elems[N];
    T &operator[](unsigned long int i) {
      return _occa_elems[i];
    }
    const T &operator[](unsigned long int i) const {
      return _occa_elems[i];
    }
    T *data() {
      return _occa_elems;
    }
    const T *data() const {
      return _occa_elems;
    }
    T *begin() {
      return _occa_elems;
    }
    const T *begin() const {
      return _occa_elems;
    }
    T *end() {
      return _occa_elems + N;
    }
    const T *end() const {
      return _occa_elems + N;
    }
    constexpr unsigned long int size() const {
      return N;
    }
  };
}

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

#include <array>
#include <complex>

// std::complex<double> locals in an @inner body: a functional cast, a braced initializer, a
// helper taking and returning complex values, std::norm / std::conj / std::real through
// argument-dependent calls, and std::complex<double> as a template argument of std::array.
inline _occa_std::complex<double> step(const _occa_std::complex<double> &z, const _occa_std::complex<double> &c) {
  return z * z + c;
}

extern "C" void mandelStep(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *re, occa::modeMemory_t *im, occa::modeMemory_t *outRe, occa::modeMemory_t *outIm, occa::modeMemory_t *mag) {
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
      kernel(n, re, im, outRe, outIm, mag);
    }
  }
}
