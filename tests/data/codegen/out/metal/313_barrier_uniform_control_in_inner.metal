#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@barrier` inside `@inner` bodies under control every work-item of the group shares: the body
// of an exact `@tile(16, @inner, @inner)` (its element loop starts at a per-work-item tile
// index but always runs 16 times), a `switch` on a kernel argument, a `while` on a `@shared`
// counter read at a fixed index, a regular loop over an `@outer`-body local bound with a
// uniform `continue` and `break`, a `?:` of kernel arguments as a bound. Values never rely on
// the barriers (host backends drop barriers inside `@inner` bodies).
kernel void _occa_uniformInner_0(constant int &N [[buffer(0)]], constant int &mode [[buffer(1)]], device const float *x [[buffer(2)]], device float *y [[buffer(3)]], device int *rounds [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s_x[64];
  threadgroup int s_n[2];
  {
    int b = 0 + _occa_group_position.x;
    const int reps = mode > 1 ? mode : 2;
    {
      int _occa_tiled_i = 0 + (16 * _occa_thread_position.y);
      {
        int i = _occa_tiled_i + _occa_thread_position.x;
        if (i < 64) {
          s_x[i] = x[b * 64 + i];
          threadgroup_barrier(mem_flags::mem_threadgroup);
          s_n[i & 1] = i & 1 ? 0 : b + 1;
        }
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int tj = 0 + _occa_thread_position.y;
      {
        int ti = 0 + _occa_thread_position.x;
        const int t = tj * 16 + ti;
        float v = s_x[t];
        switch (mode) {
          case 1:
            v *= 2.0f;
            threadgroup_barrier(mem_flags::mem_threadgroup);
            break;
          case 3:
            v *= 3.0f;
            threadgroup_barrier(mem_flags::mem_threadgroup);
            break;
          default:
            threadgroup_barrier(mem_flags::mem_threadgroup);
            break;
        }
        int k = 0;
        while (k < s_n[0]) {
          v += 0.5f;
          threadgroup_barrier(mem_flags::mem_threadgroup);
          ++k;
        }
        for (int r = 0; r < reps + 4; ++r) {
          if (r == 1) {
            continue;
          }
          if (r == reps) {
            break;
          }
          v += 1.0f;
          threadgroup_barrier(mem_flags::mem_threadgroup);
        }
        y[b * 64 + t] = v;
        if (t == 0) {
          rounds[b] = k + reps;
        }
      }
    }
  }
}
