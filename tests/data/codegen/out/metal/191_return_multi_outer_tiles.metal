#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Three @outer loops in one kernel, each with its own `return` handling: a `@tile(4, @inner,
// @inner)` loop whose work-items return from a `while` loop, followed by a 4 x 4 @inner nest
// (the same work-items: tile index ty, element tx; the last two are outside the tiled range);
// a 2-D nest whose innermost body returns from a `for` inside a `switch`, with an @exclusive
// array and a @shared array filled before; and a uniform return (every
// work-item alike, from a @shared value) inside a regular loop, with statements of the @outer
// body between the @inner loops that must stop once the group has returned.
kernel void _occa_multiOuter_0(constant int &groups [[buffer(0)]], device const int *x [[buffer(1)]], device int *a [[buffer(2)]], device int *b [[buffer(3)]], device int *c [[buffer(4)]], device int *trace [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    bool _occa_returned = false;
    int r;
    {
      int _occa_tiled_t = 0 + (4 * _occa_thread_position.y);
      if (!_occa_returned) {
        {
          int t = _occa_tiled_t + _occa_thread_position.x;
          if (t < 14) {
            r = x[g * 16 + t];
            int k = 0;
            while (k < r) {
              if (k == 5) {
                _occa_returned = true;
                break;
              }
              ++k;
            }
            if (!_occa_returned) {
              r += 100;
            }
          }
        }
      }
    }
    {
      int ty = 0 + _occa_thread_position.y;
      if (!_occa_returned) {
        {
          int tx = 0 + _occa_thread_position.x;
          const int t = ty * 4 + tx;
          if (t < 14) {
            a[g * 16 + t] = r;
          }
        }
      }
    }
  }
}

kernel void _occa_multiOuter_1(constant int &groups [[buffer(0)]], device const int *x [[buffer(1)]], device int *a [[buffer(2)]], device int *b [[buffer(3)]], device int *c [[buffer(4)]], device int *trace [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[12];
  {
    int g = 0 + _occa_group_position.x;
    bool _occa_returned = false;
    int ex[2];
    {
      int y = 0 + _occa_thread_position.y;
      if (!_occa_returned) {
        {
          int xx = 0 + _occa_thread_position.x;
          s[y * 4 + xx] = x[g * 12 + y * 4 + xx];
        }
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int y = 0 + _occa_thread_position.y;
      if (!_occa_returned) {
        {
          int xx = 0 + _occa_thread_position.x;
          const int me = s[y * 4 + xx];
          ex[0] = me;
          ex[1] = s[(y * 4 + xx + 1) % 12];
          switch (me & 3) {
            case 2:
              for (int k = 0; k < 3; ++k) {
                if (ex[1] == k) {
                  _occa_returned = true;
                  break;
                }
              }
              if (_occa_returned) {
                break;
              }
              break;
            case 3:
              _occa_returned = true;
              break;
          }
        }
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int y = 0 + _occa_thread_position.y;
      if (!_occa_returned) {
        {
          int xx = 0 + _occa_thread_position.x;
          b[g * 12 + y * 4 + xx] = ex[0] * 10 + ex[1];
        }
      }
    }
  }
}

kernel void _occa_multiOuter_2(constant int &groups [[buffer(0)]], device const int *x [[buffer(1)]], device int *a [[buffer(2)]], device int *b [[buffer(3)]], device int *c [[buffer(4)]], device int *trace [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int flag[6];
  {
    int g = 0 + _occa_group_position.x;
    bool _occa_returned = false;
    for (int it = 0; it < 4; ++it) {
      if (!_occa_returned) {
        trace[g * 4 + it] = 1;
      }
      {
        int t = 0 + _occa_thread_position.x;
        if (!_occa_returned) {
          flag[t] = g + it >= 4 ? 1 : 0;
        }
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
      {
        int t = 0 + _occa_thread_position.x;
        if (!_occa_returned) {
          if (flag[(t + 1) % 6]) {
            _occa_returned = true;
          }
          if (!_occa_returned) {
            c[(g * 4 + it) * 6 + t] = g * 100 + it * 10 + t;
          }
        }
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
      if (!_occa_returned) {
        trace[g * 4 + it] = 2;
      }
    }
  }
}
