#include <hip/hip_runtime.h>

// Three kernels in one file sharing helpers: a `static inline` function, function templates
// (one with a non-type parameter, called with explicit arguments), a helper that updates its
// argument through a reference and one that returns a reference into an array. The case
// calls the middle kernel; the other two must still be emitted and compile.
__device__ static inline int clampi(int v, int lo, int hi) {
  return v < lo ? lo : v > hi ? hi : v;
}

template <typename T>
static __device__ inline T sq(const T &x) {
  return x * x;
}

template <typename T, int N>
static __device__ inline T sumN(const T *p) {
  T s = T(0);
  for (int k = 0; k < N; ++k) {
    s += p[k];
  }
  return s;
}

static __device__ inline void accumulate(float &acc, const float v) {
  acc += v;
}

static __device__ inline float &slot(float *base, int k) {
  return base[k];
}

extern "C" __global__ __launch_bounds__(4) void _occa_squareAll_0(const int n, float *x) {
  {
    int b = 0 + (4 * blockIdx.x);
    {
      int t = b + threadIdx.x;
      if (t < n) {
        x[t] = sq(x[t]);
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_blockStats_0(const int n, const float *x, float *y, int *idx) {
  {
    int b = 0 + blockIdx.x;
    __shared__ float s[4];
    {
      int t = 0 + threadIdx.x;
      const int g = clampi(b * 4 + t, 0, n - 1);
      s[t] = x[g];
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      float acc = sumN<float, 4>(s);
      accumulate(acc, sq(s[t]));
      const int g = b * 4 + t;
      if (g < n) {
        slot(y, g) = acc;
        idx[g] = clampi(g - 2, 0, 5) + sq(t);
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(1) void _occa_squareSums_0(const int n, double *z) {
  {
    int i = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      z[i] = sq<double>(z[i]) + sumN<double, 1>(z + i);
    }
  }
}
