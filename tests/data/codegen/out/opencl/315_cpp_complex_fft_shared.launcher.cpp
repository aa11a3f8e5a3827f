#include <occa/core/kernel.hpp>

// An 8-point radix-2 FFT per work-group on a @shared array of a small complex class: `constexpr`
// constructors with a default argument, member `operator+=` and `conj()`, free operators in a
// namespace found by argument-dependent lookup, a `constexpr` table of class objects as the
// twiddle factors, a recursive `constexpr` log2 in a `static_assert` and as a call argument,
// `auto &` references to @shared elements in a butterfly loop whose @inner extent (4) differs
// from the load and store loops (8), and an @atomic energy sum of `(X * X.conj()).re`.
struct cx__Complex {
  double re;
  double im;
};
namespace cx { using Complex = cx__Complex; }

cx__Complex _occa_cx__Complex__Complex_0() {
  cx__Complex _occa_self = {0};
  cx__Complex *this_ = &_occa_self;
  this_->re = 0.0;
  this_->im = 0.0;
  return _occa_self;
}

cx__Complex _occa_cx__Complex__Complex_1(double r, double i) {
  cx__Complex _occa_self = {0};
  cx__Complex *this_ = &_occa_self;
  this_->re = r;
  this_->im = i;
  return _occa_self;
}

cx__Complex cx__Complex__conj(const cx__Complex *this_) {
  return _occa_cx__Complex__Complex_1(this_->re, -this_->im);
}

void _occa_cx__Complex__operator_add_assign_as_l(cx__Complex *this_, const cx__Complex o) {
  this_->re += o.re;
  this_->im += o.im;
  return;
}

void _occa_cx__Complex__operator_add_assign_as_p(cx__Complex *this_, const cx__Complex o) {
  this_->re += o.re;
  this_->im += o.im;
  return;
}

inline cx__Complex cx__operator_add(cx__Complex a, const cx__Complex b) {
  return _occa_cx__Complex__operator_add_assign_as_p(&a, b), a;
}

inline cx__Complex cx__operator_sub(const cx__Complex a, const cx__Complex b) {
  return _occa_cx__Complex__Complex_1(a.re - b.re, a.im - b.im);
}

inline cx__Complex cx__operator_mul(const cx__Complex a, const cx__Complex b) {
  return _occa_cx__Complex__Complex_1(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re);
}

// namespace cx
int ilog2(int n) {
  return n <= 1 ? 0 : 1 + ilog2(n / 2);
}

const int FFT_N = 8;

const double H = 0.70710678118654752440;

// exp(-2 pi i k / 8), k = 0..3
const cx__Complex W8[4] = {{.re = 1.0, .im = 0.0}, {H, -H}, {0.0, -1.0}, {-H, -H}};

inline int bitReverse(int v, int bits) {
  int r = 0;
  for (int b = 0; b < bits; ++b) {
    r = (r << 1) | (v & 1);
    v >>= 1;
  }
  return r;
}

extern "C" void fft8(occa::modeKernel_t **deviceKernels, const int &nSignals, occa::modeMemory_t *inRe, occa::modeMemory_t *inIm, occa::modeMemory_t *outRe, occa::modeMemory_t *outIm, occa::modeMemory_t *energy) {
  {
    const long long _occa_outer_x = nSignals - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nSignals, inRe, inIm, outRe, outIm, energy);
    }
  }
}
