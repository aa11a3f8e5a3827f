#include <sycl/sycl.hpp>

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

extern "C" void _occa_scalarFirst_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *a, float *outRe, float *outIm, float *outV, int *outI) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (8 * item_.get_group(2));
          {
            int i = _occa_tiled_i + item_.get_local_id(2);
            if (i < n) {
              const std::complex<float> z(a[i], 1.0f - a[i]);
              const std::complex<float> w = 2.0f * z;
              const std::complex<float> u = z * 0.5f;
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
      }();
    });
  });
}
