// An 8-point radix-2 FFT per work-group on a @shared array of a small complex class: `constexpr`
// constructors with a default argument, member `operator+=` and `conj()`, free operators in a
// namespace found by argument-dependent lookup, a `constexpr` table of class objects as the
// twiddle factors, a recursive `constexpr` log2 in a `static_assert` and as a call argument,
// `auto &` references to @shared elements in a butterfly loop whose @inner extent (4) differs
// from the load and store loops (8), and an @atomic energy sum of `(X * X.conj()).re`.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
struct cx__Complex {
  double re;
  double im;
};

struct cx__Complex _occa_cx__Complex__Complex_0() {
  struct cx__Complex _occa_self = {0};
  struct cx__Complex *this_ = &_occa_self;
  this_->re = 0.0;
  this_->im = 0.0;
  return _occa_self;
}

struct cx__Complex _occa_cx__Complex__Complex_1(double r, double i) {
  struct cx__Complex _occa_self = {0};
  struct cx__Complex *this_ = &_occa_self;
  this_->re = r;
  this_->im = i;
  return _occa_self;
}

struct cx__Complex cx__Complex__conj(__local const struct cx__Complex *this_) {
  return _occa_cx__Complex__Complex_1(this_->re, -this_->im);
}

void _occa_cx__Complex__operator_add_assign_as_l(__local struct cx__Complex *this_, const struct cx__Complex o) {
  this_->re += o.re;
  this_->im += o.im;
  return;
}

void _occa_cx__Complex__operator_add_assign_as_p(struct cx__Complex *this_, const struct cx__Complex o) {
  this_->re += o.re;
  this_->im += o.im;
  return;
}

inline struct cx__Complex cx__operator_add(struct cx__Complex a, const struct cx__Complex b) {
  return _occa_cx__Complex__operator_add_assign_as_p(&a, b), a;
}

inline struct cx__Complex cx__operator_sub(const struct cx__Complex a, const struct cx__Complex b) {
  return _occa_cx__Complex__Complex_1(a.re - b.re, a.im - b.im);
}

inline struct cx__Complex cx__operator_mul(const struct cx__Complex a, const struct cx__Complex b) {
  return _occa_cx__Complex__Complex_1(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re);
}

// namespace cx
int ilog2(int n) {
  return n <= 1 ? 0 : 1 + ilog2(n / 2);
}

__constant const int FFT_N = 8;

__constant const double H = 0.70710678118654752440;

// exp(-2 pi i k / 8), k = 0..3
__constant const struct cx__Complex W8[4] = {{.re = 1.0, .im = 0.0}, {H, -H}, {0.0, -1.0}, {-H, -H}};

inline int bitReverse(int v, int bits) {
  int r = 0;
  for (int b = 0; b < bits; ++b) {
    r = (r << 1) | (v & 1);
    v >>= 1;
  }
  return r;
}

#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_fft8_0(const int nSignals, __global const double *inRe, __global const double *inIm, __global double *outRe, __global double *outIm, __global double *energy) {
  __local struct cx__Complex buf[8];
  {
    int s = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      const int src = s * FFT_N + bitReverse(t, 3);
      buf[t] = _occa_cx__Complex__Complex_1(inRe[src], inIm[src]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int half_ = 1; half_ < FFT_N; half_ *= 2) {
      {
        int t = 0 + get_local_id(0);
        if (t < FFT_N / 2) {
          const int j = t % half_;
          const int lo = t / half_ * 2 * half_ + j;
          __local struct cx__Complex *a = &buf[lo];
          __local struct cx__Complex *b = &buf[lo + half_];
          const struct cx__Complex w = W8[j * (FFT_N / (2 * half_))];
          const struct cx__Complex wb = cx__operator_mul(w, *b);
          *b = cx__operator_sub(*a, wb);
          _occa_cx__Complex__operator_add_assign_as_l(&*a, wb);
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    {
      int t = 0 + get_local_id(0);
      if (t < FFT_N) {
        __local const struct cx__Complex *X = &buf[t];
        outRe[s * FFT_N + t] = (*X).re;
        outIm[s * FFT_N + t] = cx__operator_add(*X, _occa_cx__Complex__Complex_0()).im;
        {
          volatile __global double *_occa_ptr = &energy[s];
          double _occa_old, _occa_new;
          do {
            _occa_old = *_occa_ptr;
            _occa_new = (double) (_occa_old + (cx__operator_mul(*X, cx__Complex__conj(&*X)).re));
          } while (atom_cmpxchg((volatile __global ulong *) _occa_ptr, as_ulong(_occa_old), as_ulong(_occa_new)) != as_ulong(_occa_old));
        }
      }
    }
  }
}
