#include <hip/hip_runtime.h>

namespace util {
  constexpr int OFF = 1;
  static __host__ __device__ constexpr int pad(int n) {
    return n + OFF;
  }
  namespace deep {
    static __host__ __device__ constexpr int twice(int n) {
      return 2 * pad(n) - 2;
    }
  }
}

// `constexpr` functions declared in namespaces as `@shared` extents and an `@inner` bound. g++
// accepts them; namespaces are printed as written, so oklc lowers their `constexpr` functions
// under qualified names for constant evaluation only. Inside such a function, names resolve
// from the innermost enclosing namespace outwards (`OFF` is `util::OFF`, `pad` in
// `util::deep` is `util::pad`), as in C++.
extern "C" __global__ __launch_bounds__(4) void _occa_namespacedConstexpr_0(const int groups, int *out) {
  {
    int g = 0 + blockIdx.x;
    __shared__ int s[util::pad(4)];
    __shared__ int w[util::deep::twice(3)];
    {
      int t = 0 + threadIdx.x;
      s[t] = g * 10 + t;
      w[t] = t;
      if (t == 0) {
        s[4] = 7;
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      out[g * 4 + t] = s[3 - t] + s[4] + w[t] - t + (sizeof(w) == 6 * sizeof(int) ? 0 : 1000);
    }
  }
}
