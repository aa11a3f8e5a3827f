#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@simd_length` and `@max_inner_dims` together on the outermost `@outer` loop, runtime
// `@inner` extents with `@exclusive` scalars and arrays (sized by `@max_inner_dims`), and
// a pragma line injected with `@directive` before a regular loop in an `@inner` body (the same
// pragma right before an `@inner` loop is known bug 182).
kernel void _occa_simdDirectives_0(constant int &nG [[buffer(0)]], constant int &w [[buffer(1)]], device const float *a [[buffer(2)]], device float *b [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    float v;
    int hits[2];
    {
      int y = 0 + _occa_thread_position.y;
      {
        int t = 0 + _occa_thread_position.x;
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
      int y = 0 + _occa_thread_position.y;
      {
        int t = 0 + _occa_thread_position.x;
        b[(g * 2 + y) * w + t] = v * 10.0f + hits[0] - 0.5f * hits[1];
      }
    }
  }
}
