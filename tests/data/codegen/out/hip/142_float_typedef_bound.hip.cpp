#include <hip/hip_runtime.h>

// An `@inner` bound computed in a floating typedef: `(int)((dfloat)7 / 2 * 2)` is 7 in C++,
// while folding `dfloat` as an integer would give 6. oklc must not fold it: the count stays a
// run-time value, and the `@exclusive` storage is sized by `@max_inner_dims(8)`.
typedef double dfloat;

typedef int dlong;

extern "C" __global__ __launch_bounds__(8) void _occa_floatTypedefBound_0(const dlong nb, float *out) {
  {
    dlong b = 0 + blockIdx.x;
    float r;
    {
      dlong t = 0 + threadIdx.x;
      r = (float)(b * 10 + t);
    }
    {
      dlong t = 0 + threadIdx.x;
      out[b * 8 + t] = r + 0.5f;
    }
  }
}
