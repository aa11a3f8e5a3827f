#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Unsigned arithmetic in `@shared`/`@exclusive` extents and `@inner` bounds wraps as in C++:
// `0u - 1` is 4294967295 (so `(0u - 1) / 0x20000000u` is 7), `(0u - 2) % 16u` is 14 and
// `0u - 1 > 0x7FFFFFFFu` is true.
kernel void _occa_unsignedExtents_0(constant int &nb [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[(0u - 1) / 0x20000000u];
  {
    int b = 0 + _occa_group_position.x;
    int e[(0u - 1 > 0x7FFFFFFFu ? 8 : 1) - 6];
    {
      int t = 0 + _occa_thread_position.x;
      e[0] = t;
      e[1] = 1;
      if (t < 7) {
        s[t] = 10 * t;
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      out[b * 14 + t] = e[0] + e[1] + (t < 7 ? s[t] : 0);
    }
  }
}
