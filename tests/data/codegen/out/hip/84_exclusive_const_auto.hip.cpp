#include <hip/hip_runtime.h>

// `@exclusive` declarations whose type is `const`-qualified or deduced (`auto`, from an
// expression and from a `const` parameter), each with the initializer that gives every
// work-item's copy its value (spec §15.4).
typedef const float cfloat_t;

extern "C" __global__ __launch_bounds__(8) void _occa_exclusiveConstAuto_0(const int nB, const float *x, float *y) {
  {
    int b = 0 + blockIdx.x;
    const int base = 10 * b;
    auto scale = 0.5f * (b + 1);
    cfloat_t offset = 0.25f;
    auto count = nB;
    float v;
    {
      int t = 0 + threadIdx.x;
      v = x[b * 8 + t];
    }
    {
      int t = 0 + threadIdx.x;
      y[b * 8 + t] = base + scale * v + offset + count;
    }
  }
}
