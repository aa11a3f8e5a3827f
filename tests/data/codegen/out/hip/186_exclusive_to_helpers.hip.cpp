#include <hip/hip_runtime.h>

// `@exclusive` data handed to helpers: an `@exclusive` array passed to a function template that
// deduces its extent from `float (&)[N]`, an `@exclusive` scalar passed by non-const reference,
// an `@exclusive` array row passed as a pointer, and `sizeof` arithmetic on the array inside
// `@inner`.
template <int N>
static __device__ inline void fillRamp(float (&a)[N], const float v) {
  for (int k = 0; k < N; ++k) {
    a[k] = v + k;
  }
}

static __device__ inline void bump(int &c, const int by) {
  c += by;
}

static __device__ inline float total(const float *p, const int n) {
  float s = 0.0f;
  for (int k = 0; k < n; ++k) {
    s += p[k];
  }
  return s;
}

extern "C" __global__ __launch_bounds__(5) void _occa_exclusiveToHelpers_0(const int nb, const float *x, float *y, int *c) {
  {
    int b = 0 + blockIdx.x;
    float ramp[3];
    int count;
    {
      int t = 0 + threadIdx.x;
      fillRamp(ramp, x[b * 5 + t]);
      count = 0;
      bump(count, t);
    }
    {
      int t = 0 + threadIdx.x;
      const int len = (int)(sizeof(ramp) / sizeof(ramp[0]));
      bump(count, len);
      y[b * 5 + t] = total(ramp, len) + total(&ramp[1], 2);
      c[b * 5 + t] = count;
    }
  }
}
