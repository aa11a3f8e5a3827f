#include <hip/hip_runtime.h>

// Member functions defined outside their class (a constructor with a member-initializer list,
// `const` and static members, a member template) and a namespace's functions defined outside
// the namespace, all called from `@inner` bodies. The definitions keep what they were declared
// with: `const` after the parameters, the initializers, no return type for the constructor.
struct Acc {
  float s;
  int n;
  __host__ __device__ Acc(float v);
  __host__ __device__ float get() const;
  __host__ __device__ void add(float v);
  __host__ __device__ static float scale(int t);
};

inline __host__ __device__ Acc::Acc(float v) : s(v), n(0) {
}

inline __host__ __device__ float Acc::get() const {
  return s + n;
}

inline __host__ __device__ void Acc::add(float v) {
  s += v;
  ++n;
}

inline __host__ __device__ float Acc::scale(int t) {
  return 0.5f * t;
}

struct Pair {
  float a, b;
  __host__ __device__ float sum() const;
  template <typename U>
  __host__ __device__ U as() const;
};

inline __host__ __device__ float Pair::sum() const {
  return a + b;
}

template <typename U>
inline __host__ __device__ U Pair::as() const {
  return static_cast<U>(a * b);
}

namespace geo {
  static __host__ __device__ float area(float w, float h);
  static __host__ __device__ inline float half(float x);
}

inline __host__ __device__ float geo::area(float w, float h) {
  return w * h;
}

__host__ __device__ inline float geo::half(float x) {
  return 0.5f * x;
}

// namespace geo
extern "C" __global__ __launch_bounds__(4) void _occa_outOfClass_0(const int n, const float *in, float *out) {
  {
    int b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      const int i = b * 4 + t;
      Acc acc(in[i]);
      acc.add(Acc::scale(t));
      Pair p{in[i], 2.0f};
      out[i] = acc.get() + p.sum() + p.as<int>() + geo::area(geo::half(in[i]), 4.0f);
    }
  }
}
