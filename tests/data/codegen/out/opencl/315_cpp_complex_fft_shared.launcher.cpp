#include <occa/core/kernel.hpp>

// An 8-point radix-2 FFT per work-group on a @shared array of a small complex class: `constexpr`
// constructors with a default argument, member `operator+=` and `conj()`, free operators in a
// namespace found by argument-dependent lookup, a `constexpr` table of class objects as the
// twiddle factors, a recursive `constexpr` log2 in a `static_assert` and as a call argument,
// `auto &` references to @shared elements in a butterfly loop whose @inner extent (4) differs
// from the load and store loops (8), and an @atomic energy sum of `(X * X.conj()).re`.
struct cx__Complex {
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
namespace cx { using Complex = cx__Complex; }

inline cx__Complex cx__operator_add(cx__Complex a, const cx__Complex b) {
  return a += b;
}

inline cx__Complex cx__operator_sub(const cx__Complex a, const cx__Complex b) {
  return cx__Complex(a.re - b.re, a.im - b.im);
}

inline cx__Complex cx__operator_mul(const cx__Complex a, const cx__Complex b) {
  return cx__Complex(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re);
}

// namespace cx
int ilog2(int n) {
  return n <= 1 ? 0 : 1 + ilog2(n / 2);
}

const int FFT_N = 8;

const double H = 0.70710678118654752440;

// exp(-2 pi i k / 8), k = 0..3
const cx__Complex W8[4] = {cx__Complex(1.0), {H, -H}, {0.0, -1.0}, {-H, -H}};

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
