namespace cx {
  struct Complex {
    double re, im;
    __host__ __device__ constexpr  Complex() : re(0.0), im(0.0) {
    }
    __host__ __device__ constexpr  Complex(double r, double i = 0.0) : re(r), im(i) {
    }
    __host__ __device__ Complex conj() const {
      return Complex(re, -im);
    }
    __host__ __device__ Complex &operator+=(const Complex &o) {
      re += o.re;
      im += o.im;
      return *this;
    }
  };
  static __host__ __device__ inline Complex operator+(Complex a, const Complex &b) {
    return a += b;
  }
  static __host__ __device__ inline Complex operator-(const Complex &a, const Complex &b) {
    return Complex(a.re - b.re, a.im - b.im);
  }
  static __host__ __device__ inline Complex operator*(const Complex &a, const Complex &b) {
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
static __device__ constexpr int ilog2(int n) {
  return n <= 1 ? 0 : 1 + ilog2(n / 2);
}

constexpr int FFT_N = 8;

static_assert((1 << ilog2(FFT_N)) == FFT_N, "FFT_N must be a power of two");

constexpr double H = 0.70710678118654752440;

// exp(-2 pi i k / 8), k = 0..3
constexpr __device__ cx::Complex W8[FFT_N / 2] = {cx::Complex(1.0), {H, -H}, {0.0, -1.0}, {-H, -H}};

static __device__ inline int bitReverse(int v, int bits) {
  int r = 0;
  for (int b = 0; b < bits; ++b) {
    r = (r << 1) | (v & 1);
    v >>= 1;
  }
  return r;
}

extern "C" __global__ __launch_bounds__(8) void _occa_fft8_0(const int nSignals, const double *inRe, const double *inIm, double *outRe, double *outIm, double *energy) {
  {
    int s = 0 + blockIdx.x;
    alignas(16) __shared__ unsigned char _occa_buf_storage[sizeof(cx::Complex[FFT_N])];
    cx::Complex (&buf)[FFT_N] = *reinterpret_cast<cx::Complex (*)[FFT_N]>(_occa_buf_storage);
    {
      int t = 0 + threadIdx.x;
      const int src = s * FFT_N + bitReverse(t, ilog2(FFT_N));
      buf[t] = cx::Complex(inRe[src], inIm[src]);
    }
    __syncthreads();
    for (int half = 1; half < FFT_N; half *= 2) {
      {
        int t = 0 + threadIdx.x;
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
      __syncthreads();
    }
    {
      int t = 0 + threadIdx.x;
      if (t < FFT_N) {
        const cx::Complex &X = buf[t];
        outRe[s * FFT_N + t] = X.re;
        outIm[s * FFT_N + t] = (X + cx::Complex()).im;
        atomicAdd(&energy[s], (X * X.conj()).re);
      }
    }
  }
}
