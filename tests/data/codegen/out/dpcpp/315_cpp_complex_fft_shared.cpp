#include <sycl/sycl.hpp>

namespace cx {
  struct Complex {
    double re, im;
    constexpr  Complex() : re(0.0), im(0.0) {
    }
    constexpr  Complex(double r, double i = 0.0) : re(r), im(i) {
    }
    Complex conj() const {
      return Complex(re, -im);
    }
    Complex &operator+=(const Complex &o) {
      re += o.re;
      im += o.im;
      return *this;
    }
  };
  inline Complex operator+(Complex a, const Complex &b) {
    return a += b;
  }
  inline Complex operator-(const Complex &a, const Complex &b) {
    return Complex(a.re - b.re, a.im - b.im);
  }
  inline Complex operator*(const Complex &a, const Complex &b) {
    return Complex(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re);
  }
}

// An 8-point radix-2 FFT per work-group on a @shared array of a small complex class: `constexpr`
// constructors with a default argument, member `operator+=` and `conj()`, free operators in a
// namespace found by argument-dependent lookup, a `constexpr` table of class objects as the
// twiddle factors, a recursive `constexpr` log2 in a `static_assert` and as a call argument,
// `auto &` references to @shared elements in a butterfly loop whose @inner extent (4) differs
// from the load and store loops (8), and an @atomic energy sum of `(X * X.conj()).re`.
// namespace cx
constexpr int ilog2(int n) {
  return n <= 1 ? 0 : 1 + ilog2(n / 2);
}

constexpr int FFT_N = 8;

static_assert((1 << ilog2(FFT_N)) == FFT_N, "FFT_N must be a power of two");

constexpr double H = 0.70710678118654752440;

// exp(-2 pi i k / 8), k = 0..3
constexpr cx::Complex W8[FFT_N / 2] = {cx::Complex(1.0), {H, -H}, {0.0, -1.0}, {-H, -H}};

inline int bitReverse(int v, int bits) {
  int r = 0;
  for (int b = 0; b < bits; ++b) {
    r = (r << 1) | (v & 1);
    v >>= 1;
  }
  return r;
}

extern "C" void _occa_fft8_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nSignals, const double *inRe, const double *inIm, double *outRe, double *outIm, double *energy) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int s = 0 + item_.get_group(2);
          auto &buf = *sycl::ext::oneapi::group_local_memory_for_overwrite<cx::Complex[FFT_N]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            const int src = s * FFT_N + bitReverse(t, 3);
            buf[t] = cx::Complex(inRe[src], inIm[src]);
          }
          sycl::group_barrier(item_.get_group());
          for (int half = 1; half < FFT_N; half *= 2) {
            {
              int t = 0 + item_.get_local_id(2);
              if (t < FFT_N / 2) {
                const int j = t % half;
                const int lo = t / half * 2 * half + j;
                auto &a = buf[lo];
                auto &b = buf[lo + half];
                const cx::Complex w = W8[j * (FFT_N / (2 * half))];
                const auto wb = w * b;
                b = a - wb;
                a += wb;
              }
            }
            sycl::group_barrier(item_.get_group());
          }
          {
            int t = 0 + item_.get_local_id(2);
            if (t < FFT_N) {
              const cx::Complex &X = buf[t];
              outRe[s * FFT_N + t] = X.re;
              outIm[s * FFT_N + t] = (X + cx::Complex()).im;
              {
                using _occa_atomic_t = double;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(energy[s]);
                _occa_ref += (_occa_atomic_t) ((X * X.conj()).re);
              }
            }
          }
        }
      }();
    });
  });
}
