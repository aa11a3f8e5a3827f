#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Plain loops between two `@inner` levels that share `@exclusive` state: a
// `@tile(2, @inner(1), )` whose element loop is a plain loop around an `@inner(0)` loop (each
// work-item (y, x) runs two element iterations), and a regular `for (k ...)` between
// `@inner(1)` and `@inner(0)` writing `@shared` data; then a plain 2-D nest reads both. On a
// GPU the innermost body runs several times per work-item, so the host's per-work-item slot must
// follow the work-item, not count executions of the innermost body.
kernel void _occa_plainMidLevels_0(constant int &n [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[2][3];
  {
    int g = 0 + _occa_group_position.x;
    int acc;
    {
      int y = 0 + _occa_thread_position.y;
      {
        int x = 0 + _occa_thread_position.x;
        acc = 10 * y + x;
      }
    }
    {
      int _occa_tiled_yy = 0 + (2 * _occa_thread_position.y);
      for (int yy = _occa_tiled_yy; yy < _occa_tiled_yy + 2; ++yy) {
        if (yy < 4) {
          {
            int x = 0 + _occa_thread_position.x;
            acc += yy;
          }
        }
      }
    }
    {
      int y = 0 + _occa_thread_position.y;
      for (int k = 0; k < 2; ++k) {
        {
          int x = 0 + _occa_thread_position.x;
          acc += 100 * k;
          s[y][x] = acc;
        }
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int y = 0 + _occa_thread_position.y;
      {
        int x = 0 + _occa_thread_position.x;
        out[(g * 2 + y) * 3 + x] = s[1 - y][2 - x] * 1000 + acc;
      }
    }
  }
}
