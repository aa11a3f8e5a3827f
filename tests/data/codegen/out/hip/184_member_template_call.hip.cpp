#include <hip/hip_runtime.h>

// A member function template called with explicit template arguments (`p.as<float>(...)`,
// `q->as<int>(...)`) inside an `@inner` body: valid C++ (the object type is not dependent).
struct Pair {
  int a, b;
  template <typename U>
  __host__ __device__ U as(U f) const {
    return static_cast<U>(a) * f + static_cast<U>(b);
  }
};

extern "C" __global__ __launch_bounds__(2) void _occa_memberTemplateCall_0(const int n, float *y, int *z) {
  {
    int b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      const Pair p = {b, t};
      const Pair *q = &p;
      y[b * 2 + t] = p.as<float>(0.5f);
      z[b * 2 + t] = q->as<int>(3);
    }
  }
}
