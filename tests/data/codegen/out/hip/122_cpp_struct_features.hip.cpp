#include <hip/hip_runtime.h>

// C++ class features in helpers used from `@inner` bodies: default member initializers,
// constructors with member-initializer lists, member and free operator overloads, `const`
// and `static` member functions, a nested struct, `this->`, and an `@exclusive` object of
// such a class carried between `@inner` loops.
struct Vec2 {
  float x = 0.0f, y = 0.0f;
  struct Stats {
    int adds = 0;
  } st;
  Vec2() = default;
  __host__ __device__ Vec2(float a, float b) : x(a), y(b) {
  }
  __host__ __device__ Vec2 &operator+=(const Vec2 &o) {
    this->x += o.x;
    y += o.y;
    ++st.adds;
    return *this;
  }
  __host__ __device__ float dot(const Vec2 &o) const {
    return x * o.x + y * o.y;
  }
  __host__ __device__ static Vec2 unit() {
    return Vec2(1.0f, 1.0f);
  }
};

static __device__ inline Vec2 operator*(float s, const Vec2 &v) {
  return Vec2(s * v.x, s * v.y);
}

extern "C" __global__ __launch_bounds__(4) void _occa_cppStructFeatures_0(const int n, const float *in, float *out) {
  {
    int b = 0 + blockIdx.x;
    Vec2 acc;
    {
      int t = 0 + threadIdx.x;
      acc += 2.0f * Vec2(in[b * 4 + t], (float)t);
      acc += Vec2::unit();
    }
    {
      int t = 0 + threadIdx.x;
      Vec2 fresh;
      out[b * 4 + t] = acc.dot(Vec2::unit()) + 100.0f * acc.st.adds + fresh.x + fresh.y;
    }
  }
}
