#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// A run-time `@tile(ts, @inner(1), @inner(0))` (block loop on y, element loop on x) under
// `@outer @max_inner_dims(4, 4) @simd_length(8)`: `@exclusive` scalars and arrays sized by the
// attribute, carried from an increasing tile to a decreasing one (where a work-item meets
// another index) and on to a constant 4 x 3 nest; guarded-out work-items of the last block keep
// their state untouched. A `@directive("#define ...")` inside the `@outer` body defines a macro
// used in the next `@inner` nest.
kernel void _occa_tileInnerRuntimeMaxDims_0(constant int &nb [[buffer(0)]], constant int &n [[buffer(1)]], constant int &ts [[buffer(2)]], device const int *x [[buffer(3)]], device int *out [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[16];
  {
    int b = 0 + _occa_group_position.x;
    int e;
    int hist[2];
    {
      int _occa_tiled_i = 0 + (ts * _occa_thread_position.y);
      if (_occa_tiled_i < n) {
        {
          int i = _occa_tiled_i + _occa_thread_position.x;
          if (i < _occa_tiled_i + ts) {
            if (i < n) {
              e = 3 * x[b * n + i];
              hist[0] = i;
              hist[1] = -i;
              s[i] = e;
            }
          }
        }
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int _occa_tiled_i = n - 1 - (ts * _occa_thread_position.y);
      if (_occa_tiled_i >= 0) {
        {
          int i = _occa_tiled_i - _occa_thread_position.x;
          if (i > _occa_tiled_i - ts) {
            if (i >= 0) {
              e = e * 10 + i;
              hist[1] += s[i];
            }
          }
        }
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int y = 0 + _occa_thread_position.y;
      if (y < 4) {
        {
          int xx = 0 + _occa_thread_position.x;
          if (xx < 3) {
            const int id = y * 3 + xx;
            if (id < n) {
              device int *o = out + (b * n + id) * 3;
              o[0] = e;
              o[1] = hist[0];
              o[2] = hist[1];
            }
          }
        }
      }
    }
  }
}
