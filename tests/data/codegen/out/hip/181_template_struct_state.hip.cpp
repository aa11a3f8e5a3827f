#include <hip/hip_runtime.h>

// Class templates as `@exclusive` and `@shared` element types (`Pair<float>`, `Pair<int>`),
// a member function template called on them (argument deduced), and a `static` data member used as an
// `@inner` bound.
template <typename T>
struct Pair {
  T a, b;
  __host__ __device__ T sum() const {
    return a + b;
  }
  template <typename U>
  __host__ __device__ U scaled(U f) const {
    return static_cast<U>(a) * f + static_cast<U>(b);
  }
};

struct Cfg {
  static constexpr int width = 5;
};

extern "C" __global__ __launch_bounds__(5) void _occa_templateState_0(const int nb, const float *x, float *y, int *z) {
  {
    int b = 0 + blockIdx.x;
    Pair<float> p;
    __shared__ Pair<int> s[Cfg::width];
    {
      int t = 0 + threadIdx.x;
      p.a = x[b * Cfg::width + t];
      p.b = 2.0f * p.a;
      s[t].a = t;
      s[t].b = b;
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      y[b * Cfg::width + t] = p.sum() + p.scaled(0.5f);
      z[b * Cfg::width + t] = s[Cfg::width - 1 - t].sum() * 10 + s[t].scaled(3);
    }
  }
}
