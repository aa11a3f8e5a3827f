namespace _occa_std {
  template <typename T, unsigned long int N>
  struct array {
    T _occa_elems[N];
    __host__ __device__ T &operator[](unsigned long int i) {
      return _occa_elems[i];
    }
    __host__ __device__ const T &operator[](unsigned long int i) const {
      return _occa_elems[i];
    }
    __host__ __device__ T *data() {
      return _occa_elems;
    }
    __host__ __device__ const T *data() const {
      return _occa_elems;
    }
    __host__ __device__ T *begin() {
      return _occa_elems;
    }
    __host__ __device__ const T *begin() const {
      return _occa_elems;
    }
    __host__ __device__ T *end() {
      return _occa_elems + N;
    }
    __host__ __device__ const T *end() const {
      return _occa_elems + N;
    }
    __host__ __device__ constexpr unsigned long int size() const {
      return N;
    }
  };
}

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

#include <array>
#include <complex>

// std::complex<double> locals in an @inner body: a functional cast, a braced initializer, a
// helper taking and returning complex values, std::norm / std::conj / std::real through
// argument-dependent calls, and std::complex<double> as a template argument of std::array.
static __device__ inline _occa_std::complex<double> step(const _occa_std::complex<double> &z, const _occa_std::complex<double> &c) {
  return z * z + c;
}

extern "C" __global__ __launch_bounds__(8) void _occa_mandelStep_0(const int n, const double *re, const double *im, double *outRe, double *outIm, double *mag) {
  {
    int _occa_tiled_i = 0 + (8 * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
      if (i < n) {
        const _occa_std::complex<double> c = _occa_std::complex<double>(re[i], im[i]);
        _occa_std::complex<double> z{0.25, -0.5};
        _occa_std::array<_occa_std::complex<double>, 2> hist{};
        for (int k = 0; k < 2; ++k) {
          z = step(z, c);
          hist[k] = _occa_std::conj(z);
        }
        outRe[i] = _occa_std::real(hist[1]);
        outIm[i] = hist[1].imag();
        mag[i] = _occa_std::norm(hist[0]);
      }
    }
  }
}
