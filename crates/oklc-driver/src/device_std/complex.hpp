namespace _occa_std {
template <typename T>
struct complex {
  T _occa_re;
  T _occa_im;
  // By value: on Metal an element of `device` memory binds to no `thread` reference.
  complex(T re = T(), T im = T()) : _occa_re(re), _occa_im(im) {}
  T real() const { return _occa_re; }
  T imag() const { return _occa_im; }
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
  // The operators are members, which C targets lower with each instance of the class.
  complex operator+(const complex &o) const {
    return complex(_occa_re + o._occa_re, _occa_im + o._occa_im);
  }
  complex operator-(const complex &o) const {
    return complex(_occa_re - o._occa_re, _occa_im - o._occa_im);
  }
  complex operator-() const { return complex(-_occa_re, -_occa_im); }
  complex operator*(const complex &o) const {
    return complex(_occa_re * o._occa_re - _occa_im * o._occa_im,
                   _occa_re * o._occa_im + _occa_im * o._occa_re);
  }
  complex operator*(const T &s) const { return complex(_occa_re * s, _occa_im * s); }
  complex operator/(const complex &o) const {
    const T d = o._occa_re * o._occa_re + o._occa_im * o._occa_im;
    return complex((_occa_re * o._occa_re + _occa_im * o._occa_im) / d,
                   (_occa_im * o._occa_re - _occa_re * o._occa_im) / d);
  }
  complex operator/(const T &s) const { return complex(_occa_re / s, _occa_im / s); }
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
