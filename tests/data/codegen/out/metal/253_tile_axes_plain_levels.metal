#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@tile` with explicit axes mixed with plain loops at other levels. First nest: a
// `@tile(2, @outer(1), )` whose element loop is a plain loop holding an `@outer(0)` loop, so a
// regular loop sits between the two `@outer` levels; inside, a `@tile(4, @inner(1), @inner(0))`
// nest writes `@shared` and `@exclusive` data that a plain `@inner(1)`/`@inner(0)` nest reads
// transposed (the two nests must number their work-items alike). Second nest: an `@outer` whose
// body walks a `@tile(3, , @inner)` (plain block loop, `@inner` element loop over 7 with the
// check) with an `@exclusive` counter that persists over the block iterations, then reads it in
// a plain `@inner` loop over the same 3 work-items.
kernel void _occa_tileAxesPlain_0(constant int &ny [[buffer(0)]], constant int &nx [[buffer(1)]], device int *grid [[buffer(2)]], device int *blocks [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int tileS[2][4];
  {
    int _occa_tiled_by = 0 + (2 * _occa_group_position.y);
    for (int by = _occa_tiled_by; by < _occa_tiled_by + 2; ++by) {
      if (by < ny) {
        {
          int bx = 0 + (2 * _occa_group_position.x);
          int mine;
          {
            int _occa_tiled_t = 0 + (4 * _occa_thread_position.y);
            {
              int t = _occa_tiled_t + _occa_thread_position.x;
              if (t < 8) {
                mine = 100 * by + 10 * bx + t;
                tileS[t / 4][t % 4] = mine;
              }
            }
          }
          threadgroup_barrier(mem_flags::mem_threadgroup);
          {
            int r = 0 + _occa_thread_position.y;
            {
              int c = 0 + _occa_thread_position.x;
              const int cell = ((by * nx + bx) * 2 + r) * 4 + c;
              grid[cell] = tileS[1 - r][3 - c] * 1000 + mine;
            }
          }
          threadgroup_barrier(mem_flags::mem_threadgroup);
        }
      }
    }
  }
}

kernel void _occa_tileAxesPlain_1(constant int &ny [[buffer(0)]], constant int &nx [[buffer(1)]], device int *grid [[buffer(2)]], device int *blocks [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    int count;
    {
      int t = 0 + _occa_thread_position.x;
      count = 0;
    }
    for (int _occa_tiled_i = 0; _occa_tiled_i < 7; _occa_tiled_i += 3) {
      {
        int i = _occa_tiled_i + _occa_thread_position.x;
        if (i < 7) {
          count += i + 1;
        }
      }
    }
    {
      int t = 0 + _occa_thread_position.x;
      blocks[g * 3 + t] = count * 10 + g;
    }
  }
}
