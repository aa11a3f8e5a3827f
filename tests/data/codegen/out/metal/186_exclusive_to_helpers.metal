#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@exclusive` data handed to helpers: an `@exclusive` array passed to a function template that
// deduces its extent from `float (&)[N]`, an `@exclusive` scalar passed by non-const reference,
// an `@exclusive` array row passed as a pointer, and `sizeof` arithmetic on the array inside
// `@inner`.
template <int N>
inline void fillRamp(thread float (&a)[N], const float v) {
  for (int k = 0; k < N; ++k) {
    a[k] = v + k;
  }
}

inline void bump(thread int &c, const int by) {
  c += by;
}

inline float total(thread const float *p, const int n) {
  float s = 0.0f;
  for (int k = 0; k < n; ++k) {
    s += p[k];
  }
  return s;
}

kernel void _occa_exclusiveToHelpers_0(constant int &nb [[buffer(0)]], device const float *x [[buffer(1)]], device float *y [[buffer(2)]], device int *c [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    float ramp[3];
    int count;
    {
      int t = 0 + _occa_thread_position.x;
      fillRamp(ramp, x[b * 5 + t]);
      count = 0;
      bump(count, t);
    }
    {
      int t = 0 + _occa_thread_position.x;
      const int len = (int)(sizeof(ramp) / sizeof(ramp[0]));
      bump(count, len);
      y[b * 5 + t] = total(ramp, len) + total(&ramp[1], 2);
      c[b * 5 + t] = count;
    }
  }
}
