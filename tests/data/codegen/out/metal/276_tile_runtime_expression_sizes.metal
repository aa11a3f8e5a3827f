#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@tile` sizes and loop steps that are run-time *expressions* (`ts + 1`, `s + 1`, `?:` of
// arguments, `ts << 1`, `ts + s`): the block step `TS * s` and the element bound must keep
// their operands grouped. Increasing with `<=`, decreasing with `-= s` and `>=`, the iterator on
// the right, and a hoisted 2-D `@tile(.., @outer, @inner)` nest (rows increasing, columns
// decreasing by a run-time step), all with partial last tiles. Every visit adds to the output,
// so a skipped or repeated index shows.
kernel void _occa_tileRuntimeExprSizes_0(constant int &n [[buffer(0)]], constant int &ts [[buffer(1)]], constant int &s [[buffer(2)]], constant int &ny [[buffer(3)]], constant int &nx [[buffer(4)]], device int *a [[buffer(5)]], device int *b [[buffer(6)]], device int *c [[buffer(7)]], device int *d [[buffer(8)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 1 + ((ts + 1) * (s + 1) * _occa_group_position.x);
    {
      int i = _occa_tiled_i + ((s + 1) * _occa_thread_position.x);
      if (i <= n) {
        a[i] += 1 + i;
      }
    }
  }
}

kernel void _occa_tileRuntimeExprSizes_1(constant int &n [[buffer(0)]], constant int &ts [[buffer(1)]], constant int &s [[buffer(2)]], constant int &ny [[buffer(3)]], constant int &nx [[buffer(4)]], device int *a [[buffer(5)]], device int *b [[buffer(6)]], device int *c [[buffer(7)]], device int *d [[buffer(8)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = n - ((n > 8 ? ts - 1 : 2) * s * _occa_group_position.x);
    {
      int i = _occa_tiled_i - (s * _occa_thread_position.x);
      if (i >= 0) {
        b[i] += 2 * i + 1;
      }
    }
  }
}

kernel void _occa_tileRuntimeExprSizes_2(constant int &n [[buffer(0)]], constant int &ts [[buffer(1)]], constant int &s [[buffer(2)]], constant int &ny [[buffer(3)]], constant int &nx [[buffer(4)]], device int *a [[buffer(5)]], device int *b [[buffer(6)]], device int *c [[buffer(7)]], device int *d [[buffer(8)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + ((ts << 1) * 2 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + (2 * _occa_thread_position.x);
      if (n > i) {
        c[i] += i - 7;
      }
    }
  }
}

kernel void _occa_tileRuntimeExprSizes_3(constant int &n [[buffer(0)]], constant int &ts [[buffer(1)]], constant int &s [[buffer(2)]], constant int &ny [[buffer(3)]], constant int &nx [[buffer(4)]], device int *a [[buffer(5)]], device int *b [[buffer(6)]], device int *c [[buffer(7)]], device int *d [[buffer(8)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_y = 0 + (ts * _occa_group_position.y);
    {
      int _occa_tiled_x = nx - 1 - ((ts + s) * s * _occa_group_position.x);
      {
        int y = _occa_tiled_y + _occa_thread_position.y;
        if (y < ny) {
          {
            int x = _occa_tiled_x - (s * _occa_thread_position.x);
            if (x >= 0) {
              d[y * nx + x] += 100 * y + x + 1;
            }
          }
        }
      }
    }
  }
}
