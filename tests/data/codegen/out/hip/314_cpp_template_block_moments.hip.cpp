#include <hip/hip_runtime.h>

namespace cfg {
  static __host__ __device__ constexpr int padded(int n) {
    return n % 2 == 0 ? n + 1 : n;
  }
  static __host__ __device__ constexpr bool isPow2(int n) {
    return n > 0 && (n & (n - 1)) == 0;
  }
}

// A templated kernel whose non-type parameters are the @inner bound, the tree-reduction width
// and @shared extents (one through a namespaced `constexpr` function), checked by a
// `static_assert` on a `constexpr` predicate; a class template with constructors and
// `operator[]`/`operator*=` overloads as @exclusive state, `if constexpr` on a template
// parameter inside an @inner body, and a function template whose non-type parameter has a
// default placed before a deduced type parameter.
// namespace cfg
template <typename T, int M>
struct Powers {
  T v[M];
  __host__ __device__ Powers() : v{} {
  }
  __host__ __device__ explicit  Powers(T x) {
    T p = x;
    for (int k = 0; k < M; ++k) {
      v[k] = p;
      p *= x;
    }
  }
  __host__ __device__ T &operator[](int k) {
    return v[k];
  }
  __host__ __device__ const T &operator[](int k) const {
    return v[k];
  }
  __host__ __device__ Powers &operator*=(T s) {
    for (auto &e : v)
      e *= s;
    return *this;
  }
};

template <int P = 2, typename T>
static __device__ inline T ipow(T x) {
  T r = T(1);
  for (int k = 0; k < P; ++k) {
    r *= x;
  }
  return r;
}

extern "C" __global__ __launch_bounds__(8) void _occa_blockMoments_double_8_3_0(const int n, const double *x, double *moments, double *peak) {
  {
    int g = 0 + blockIdx.x;
    __shared__ double s[3][cfg::padded(8)];
    __shared__ double s_peak[8];
    Powers<double, 3> pw;
    {
      int t = 0 + threadIdx.x;
      const int i = g * 8 + t;
      const double xi = i < n ? x[i] : double(0);
      pw = Powers<double, 3>(xi);
      if constexpr (3 > 2) {
        pw[3 - 1] = -pw[3 - 1];
      }
      pw *= double(2);
      s_peak[t] = ipow(xi);
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      for (int m = 0; m < 3; ++m) {
        s[m][t] = pw[m];
      }
    }
    __syncthreads();
    for (int w = 8 / 2; w > 0; w /= 2) {
      {
        int t = 0 + threadIdx.x;
        if (t < w) {
          for (int m = 0; m < 3; ++m) {
            s[m][t] += s[m][t + w];
          }
          if (s_peak[t + w] > s_peak[t]) {
            s_peak[t] = s_peak[t + w];
          }
        }
      }
      __syncthreads();
    }
    {
      int t = 0 + threadIdx.x;
      if (t < 3) {
        moments[g * 3 + t] = s[t][0];
      }
      if (t == 3) {
        peak[g] = ipow<3>(s_peak[0]);
      }
    }
  }
}
