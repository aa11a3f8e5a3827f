// Metal Shading Language 2.3 or later: 64-bit integers (`long`, `ulong`).
#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Literal suffixes and separators where oklc must evaluate constants: `@tile` sizes `4u` and
// `0x4ULL`/`4l`, `@shared` extent `2'0ll`, `@exclusive` extent `0b11`, an `@inner` bound `1'6LL`
// over a `long` iterator, steps `+= 1u`, a `long double` literal in the body.
kernel void _occa_literalSuffixExtents_0(constant int &n [[buffer(0)]], device float *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s[2'0l];
  {
    int _occa_tiled_b = 0 + ((int)4u * (int)1u * _occa_group_position.y);
    {
      int b = _occa_tiled_b + (1u * _occa_group_position.x);
      if (b < n) {
        float e[0b11];
        long acc;
        {
          long _occa_tiled_t = 0l + ((long)0x4UL * (long) _occa_thread_position.y);
          {
            long t = _occa_tiled_t + (long) _occa_thread_position.x;
            if (t < 1'6L) {
              acc = t;
              for (int k = 0; k < 3; ++k) {
                e[k] = t * k;
              }
              s[t] = 1.5e1f + (float)t;
            }
          }
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
        {
          int _occa_tiled_t = 0 + (4l * (int)1u * _occa_thread_position.y);
          {
            int t = _occa_tiled_t + (1u * _occa_thread_position.x);
            if (t < 16) {
              out[b * 16 + t] = s[15 - t] + e[2] + acc + 0.5L;
            }
          }
        }
      }
    }
  }
}
