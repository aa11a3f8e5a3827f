// Metal Shading Language 2.3 or later: 64-bit integers (`long`, `ulong`).
#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@tile` with `check=false` over ranges the tile divides exactly: `+= 2` with `<=`, `-= 3`
// with `>=`, `i -= 1` down-counting with the iterator on the right (`0 < i`), `+= 4` over
// `long`; and checked tiles over narrow unsigned iterators whose last tile reaches below zero
// (`unsigned char g -= 10` down to 10, `unsigned short s -= 7` down to 10) or past the top
// (`unsigned char u += 3` up to 250), with an `@exclusive`
// counter in the element loop of an `@outer`-only tile.
kernel void _occa_tileSteps_0(constant int &n [[buffer(0)]], device int *a [[buffer(1)]], device int *b [[buffer(2)]], device int *c [[buffer(3)]], device int *d [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + (4 * 2 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + (2 * _occa_thread_position.x);
      a[i] = i * 3 + 1;
    }
  }
}

kernel void _occa_tileSteps_1(constant int &n [[buffer(0)]], device int *a [[buffer(1)]], device int *b [[buffer(2)]], device int *c [[buffer(3)]], device int *d [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 35 - (2 * 3 * _occa_group_position.x);
    {
      int i = _occa_tiled_i - (3 * _occa_thread_position.x);
      a[i + 1] += 1000;
    }
  }
}

kernel void _occa_tileSteps_2(constant int &n [[buffer(0)]], device int *a [[buffer(1)]], device int *b [[buffer(2)]], device int *c [[buffer(3)]], device int *d [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = n - (8 * 1 * _occa_group_position.x);
    {
      int i = _occa_tiled_i - (1 * _occa_thread_position.x);
      b[i - 1] = i;
    }
  }
}

kernel void _occa_tileSteps_3(constant int &n [[buffer(0)]], device int *a [[buffer(1)]], device int *b [[buffer(2)]], device int *c [[buffer(3)]], device int *d [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    long _occa_tiled_l = -8 + (4 * 4 * (long) _occa_group_position.x);
    {
      long l = _occa_tiled_l + (4 * (long) _occa_thread_position.x);
      b[l + 8 + 2] += (int)(l * 10);
    }
  }
}

kernel void _occa_tileSteps_4(constant int &n [[buffer(0)]], device int *a [[buffer(1)]], device int *b [[buffer(2)]], device int *c [[buffer(3)]], device int *d [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    unsigned char _occa_tiled_g = 250 - (3 * 10 * _occa_group_position.x);
    {
      unsigned char g = _occa_tiled_g - (10 * _occa_thread_position.x);
      if ((int)(_occa_tiled_g - 10 * _occa_thread_position.x) <= _occa_tiled_g && (int)(_occa_tiled_g - 10 * _occa_thread_position.x) >= 10) {
        if (g >= 10) {
          c[g / 10] = g;
        }
      }
    }
  }
}

kernel void _occa_tileSteps_5(constant int &n [[buffer(0)]], device int *a [[buffer(1)]], device int *b [[buffer(2)]], device int *c [[buffer(3)]], device int *d [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    unsigned short _occa_tiled_s = 73 - (4 * 7 * _occa_group_position.x);
    for (unsigned short s = _occa_tiled_s; s > 7 && _occa_tiled_s - s < 4 * 7; s -= 7) {
      int cnt = s;
      {
        int t = 0 + _occa_thread_position.x;
        cnt += t;
      }
      {
        int t = 0 + _occa_thread_position.x;
        c[32 + s / 7 * 4 + t] = cnt * 2;
      }
    }
  }
}

kernel void _occa_tileSteps_6(constant int &n [[buffer(0)]], device int *a [[buffer(1)]], device int *b [[buffer(2)]], device int *c [[buffer(3)]], device int *d [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    unsigned char _occa_tiled_u = 1 + (8 * 3 * _occa_group_position.x);
    {
      unsigned char u = _occa_tiled_u + (3 * _occa_thread_position.x);
      if ((int)(_occa_tiled_u + 3 * _occa_thread_position.x) <= 250) {
        if (u <= 250) {
          d[u / 3] = u;
        }
      }
    }
  }
}
