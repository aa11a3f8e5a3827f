#include <hip/hip_runtime.h>

namespace _occa_std {
  template <typename T>
  struct complex {
    T _occa_re;
    T _occa_im;
    __host__ __device__ complex(T re = T(), T im = T()) : _occa_re(re), _occa_im(im) {
    }
    __host__ __device__ T real() const {
      return _occa_re;
    }
    __host__ __device__ T imag() const {
      return _occa_im;
    }
    __host__ __device__ complex &operator+=(const complex &o) {
      _occa_re += o._occa_re;
      _occa_im += o._occa_im;
      return *this;
    }
    __host__ __device__ complex &operator-=(const complex &o) {
      _occa_re -= o._occa_re;
      _occa_im -= o._occa_im;
      return *this;
    }
    __host__ __device__ complex &operator*=(const complex &o) {
      const T re = _occa_re * o._occa_re - _occa_im * o._occa_im;
      _occa_im = _occa_re * o._occa_im + _occa_im * o._occa_re;
      _occa_re = re;
      return *this;
    }
    __host__ __device__ complex &operator/=(const complex &o) {
      const T d = o._occa_re * o._occa_re + o._occa_im * o._occa_im;
      const T re = (_occa_re * o._occa_re + _occa_im * o._occa_im) / d;
      _occa_im = (_occa_im * o._occa_re - _occa_re * o._occa_im) / d;
      _occa_re = re;
      return *this;
    }
    __host__ __device__ complex operator+(const complex &o) const {
      return complex(_occa_re + o._occa_re, _occa_im + o._occa_im);
    }
    __host__ __device__ complex operator-(const complex &o) const {
      return complex(_occa_re - o._occa_re, _occa_im - o._occa_im);
    }
    __host__ __device__ complex operator-() const {
      return complex(-_occa_re, -_occa_im);
    }
    __host__ __device__ complex operator*(const complex &o) const {
      return complex(_occa_re * o._occa_re - _occa_im * o._occa_im, _occa_re * o._occa_im + _occa_im * o._occa_re);
    }
    __host__ __device__ complex operator*(const T &s) const {
      return complex(_occa_re * s, _occa_im * s);
    }
    __host__ __device__ complex operator/(const complex &o) const {
      const T d = o._occa_re * o._occa_re + o._occa_im * o._occa_im;
      return complex((_occa_re * o._occa_re + _occa_im * o._occa_im) / d, (_occa_im * o._occa_re - _occa_re * o._occa_im) / d);
    }
    __host__ __device__ complex operator/(const T &s) const {
      return complex(_occa_re / s, _occa_im / s);
    }
    __host__ __device__ bool operator==(const complex &o) const {
      return _occa_re == o._occa_re && _occa_im == o._occa_im;
    }
    __host__ __device__ bool operator!=(const complex &o) const {
      return _occa_re != o._occa_re || _occa_im != o._occa_im;
    }
  };
  template <typename T>
  static __host__ __device__ inline complex<T> operator*(const T &s, const complex<T> &a) {
    return complex<T>(s * a._occa_re, s * a._occa_im);
  }
  template <typename T>
  static __host__ __device__ inline T real(const complex<T> &z) {
    return z._occa_re;
  }
  template <typename T>
  static __host__ __device__ inline T imag(const complex<T> &z) {
    return z._occa_im;
  }
  template <typename T>
  static __host__ __device__ inline complex<T> conj(const complex<T> &z) {
    return complex<T>(z._occa_re, -z._occa_im);
  }
  template <typename T>
  static __host__ __device__ inline T norm(const complex<T> &z) {
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
  __host__ __device__ V2(T a, T b) : x(a), y(b) {
  }
  __host__ __device__ friend V2 operator*(const T &s, const V2 &v) {
    return V2(s * v.x, s * v.y);
  }
};

template <typename T>
static __device__ V2<T> operator+(const T &s, const V2<T> &v) {
  return V2<T>(s + v.x, s + v.y);
}

extern "C" __global__ __launch_bounds__(8) void _occa_scalarFirst_0(const int n, const float *a, float *outRe, float *outIm, float *outV, int *outI) {
  {
    int _occa_tiled_i = 0 + (8 * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
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
