#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

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
    thread complex &operator+=(thread const complex &o) {
      _occa_re += o._occa_re;
      _occa_im += o._occa_im;
      return *this;
    }
    thread complex &operator-=(thread const complex &o) {
      _occa_re -= o._occa_re;
      _occa_im -= o._occa_im;
      return *this;
    }
    thread complex &operator*=(thread const complex &o) {
      const T re = _occa_re * o._occa_re - _occa_im * o._occa_im;
      _occa_im = _occa_re * o._occa_im + _occa_im * o._occa_re;
      _occa_re = re;
      return *this;
    }
    thread complex &operator/=(thread const complex &o) {
      const T d = o._occa_re * o._occa_re + o._occa_im * o._occa_im;
      const T re = (_occa_re * o._occa_re + _occa_im * o._occa_im) / d;
      _occa_im = (_occa_im * o._occa_re - _occa_re * o._occa_im) / d;
      _occa_re = re;
      return *this;
    }
    complex operator+(thread const complex &o) const {
      return complex(_occa_re + o._occa_re, _occa_im + o._occa_im);
    }
    complex operator-(thread const complex &o) const {
      return complex(_occa_re - o._occa_re, _occa_im - o._occa_im);
    }
    complex operator-() const {
      return complex(-_occa_re, -_occa_im);
    }
    complex operator*(thread const complex &o) const {
      return complex(_occa_re * o._occa_re - _occa_im * o._occa_im, _occa_re * o._occa_im + _occa_im * o._occa_re);
    }
    complex operator*(thread const T &s) const {
      return complex(_occa_re * s, _occa_im * s);
    }
    complex operator/(thread const complex &o) const {
      const T d = o._occa_re * o._occa_re + o._occa_im * o._occa_im;
      return complex((_occa_re * o._occa_re + _occa_im * o._occa_im) / d, (_occa_im * o._occa_re - _occa_re * o._occa_im) / d);
    }
    complex operator/(thread const T &s) const {
      return complex(_occa_re / s, _occa_im / s);
    }
    bool operator==(thread const complex &o) const {
      return _occa_re == o._occa_re && _occa_im == o._occa_im;
    }
    bool operator!=(thread const complex &o) const {
      return _occa_re != o._occa_re || _occa_im != o._occa_im;
    }
  };
  template <typename T>
  inline complex<T> operator*(thread const T &s, thread const complex<T> &a) {
    return complex<T>(s * a._occa_re, s * a._occa_im);
  }
  template <typename T>
  inline T real(thread const complex<T> &z) {
    return z._occa_re;
  }
  template <typename T>
  inline T imag(thread const complex<T> &z) {
    return z._occa_im;
  }
  template <typename T>
  inline complex<T> conj(thread const complex<T> &z) {
    return complex<T>(z._occa_re, -z._occa_im);
  }
  template <typename T>
  inline T norm(thread const complex<T> &z) {
    return z._occa_re * z._occa_re + z._occa_im * z._occa_im;
  }
}


// Operators whose left operand is a scalar and right operand an object of a class template:
// std::complex<float>'s `s * z` (a function template outside the class, from the device
// subset where the target needs it), a user class template's namespace-level operator
// template `s + v`, and a friend operator defined in the class, `s * v`, for two instances.
template <typename T>
struct V2 {
  T x, y;
  V2(T a, T b) : x(a), y(b) {
  }
  friend V2 operator*(thread const T &s, thread const V2 &v) {
    return V2(s * v.x, s * v.y);
  }
};

template <typename T>
V2<T> operator+(thread const T &s, thread const V2<T> &v) {
  return V2<T>(s + v.x, s + v.y);
}

kernel void _occa_scalarFirst_0(constant int &n [[buffer(0)]], device const float *a [[buffer(1)]], device float *outRe [[buffer(2)]], device float *outIm [[buffer(3)]], device float *outV [[buffer(4)]], device int *outI [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + (8 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + _occa_thread_position.x;
      if (i < n) {
        const _occa_std::complex<float> z(a[i], 1.0f - a[i]);
        const _occa_std::complex<float> w = 2.0f * z;
        const _occa_std::complex<float> u = z * 0.5f;
        outRe[i] = w.real() + u.real();
        outIm[i] = w.imag() - u.imag();
        const V2<float> v(a[i], 3.0f);
        const V2<float> p = 1.5f + v;
        const V2<float> q = 2.0f * p;
        outV[i] = q.x + q.y;
        const V2<int> vi(i, -i);
        const V2<int> qi = 3 * (2 + vi);
        outI[i] = qi.x * 10 + qi.y;
      }
    }
  }
}
