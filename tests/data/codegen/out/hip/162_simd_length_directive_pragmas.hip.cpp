#include <hip/hip_runtime.h>

// `@simd_length` and `@max_inner_dims` together on the outermost `@outer` loop, runtime
// `@inner` extents with `@exclusive` scalars and arrays (sized by `@max_inner_dims`), and
// a pragma line injected with `@directive` before a regular loop in an `@inner` body (the same
// pragma right before an `@inner` loop is known bug 182).
extern "C" __global__ __launch_bounds__(16) void _occa_simdDirectives_0(const int nG, const int w, const float *a, float *b) {
  {
    int g = 0 + blockIdx.x;
    float v;
    int hits[2];
    {
      int y = 0 + threadIdx.y;
      {
        int t = 0 + threadIdx.x;
        v = a[(g * 2 + y) * w + t];
        hits[0] = 0;
        hits[1] = 0;
        #pragma GCC ivdep
        for (int k = 0; k < w; ++k) {
          if (a[(g * 2 + y) * w + k] > v) {
            ++hits[0];
          } else {
            ++hits[1];
          }
        }
      }
    }
    {
      int y = 0 + threadIdx.y;
      {
        int t = 0 + threadIdx.x;
        b[(g * 2 + y) * w + t] = v * 10.0f + hits[0] - 0.5f * hits[1];
      }
    }
  }
}
