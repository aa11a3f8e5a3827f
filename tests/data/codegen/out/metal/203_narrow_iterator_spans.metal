#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Parallel `@outer` loops over iterators narrower than `int` (spec 4.1 allows char and short)
// whose start and bound fit the type but whose span does not: `signed char` from -100 to 100
// (200 iterations, up and down), `short` from -20000 to 20000 in steps of 1000, a tile over a
// `signed char` range, and a `short` loop from a run-time start to a constant bound. Each runs
// the iterations of the serial loop (spec 4.2); OpenMP computes a parallel loop's trip count in
// the iterator's own type. Controls: spans that fit (`unsigned char` up to 250 by a macro step,
// `char` letters with `<=`) and a `short` loop with a run-time bound and step.
kernel void _occa_narrowSpans_0(constant short &lo [[buffer(0)]], constant int &hi [[buffer(1)]], constant short &st [[buffer(2)]], device int *up [[buffer(3)]], device int *down [[buffer(4)]], device int *wide [[buffer(5)]], device int *tiled [[buffer(6)]], device int *lows [[buffer(7)]], device int *ctl [[buffer(8)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    signed char c = -100 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      up[(c + 100) * 2 + t] = c * 2 + t;
    }
  }
}

kernel void _occa_narrowSpans_1(constant short &lo [[buffer(0)]], constant int &hi [[buffer(1)]], constant short &st [[buffer(2)]], device int *up [[buffer(3)]], device int *down [[buffer(4)]], device int *wide [[buffer(5)]], device int *tiled [[buffer(6)]], device int *lows [[buffer(7)]], device int *ctl [[buffer(8)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    signed char c = 100 - _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      down[100 - c] = c;
    }
  }
}

kernel void _occa_narrowSpans_2(constant short &lo [[buffer(0)]], constant int &hi [[buffer(1)]], constant short &st [[buffer(2)]], device int *up [[buffer(3)]], device int *down [[buffer(4)]], device int *wide [[buffer(5)]], device int *tiled [[buffer(6)]], device int *lows [[buffer(7)]], device int *ctl [[buffer(8)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    short s = -20000 + (1000 * _occa_group_position.x);
    {
      int t = 0 + _occa_thread_position.x;
      wide[(s + 20000) / 1000 * 3 + t] = s + t;
    }
  }
}

kernel void _occa_narrowSpans_3(constant short &lo [[buffer(0)]], constant int &hi [[buffer(1)]], constant short &st [[buffer(2)]], device int *up [[buffer(3)]], device int *down [[buffer(4)]], device int *wide [[buffer(5)]], device int *tiled [[buffer(6)]], device int *lows [[buffer(7)]], device int *ctl [[buffer(8)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    signed char _occa_tiled_c = -90 + (64 * _occa_group_position.x);
    {
      signed char c = _occa_tiled_c + _occa_thread_position.x;
      if ((int)(_occa_tiled_c + _occa_thread_position.x) <= 90) {
        if (c <= 90) {
          tiled[c + 90] = 3 * c;
        }
      }
    }
  }
}

kernel void _occa_narrowSpans_4(constant short &lo [[buffer(0)]], constant int &hi [[buffer(1)]], constant short &st [[buffer(2)]], device int *up [[buffer(3)]], device int *down [[buffer(4)]], device int *wide [[buffer(5)]], device int *tiled [[buffer(6)]], device int *lows [[buffer(7)]], device int *ctl [[buffer(8)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    short s = lo + (1000 * _occa_group_position.x);
    {
      int t = 0 + _occa_thread_position.x;
      lows[(s - lo) / 1000] = s;
    }
  }
}

kernel void _occa_narrowSpans_5(constant short &lo [[buffer(0)]], constant int &hi [[buffer(1)]], constant short &st [[buffer(2)]], device int *up [[buffer(3)]], device int *down [[buffer(4)]], device int *wide [[buffer(5)]], device int *tiled [[buffer(6)]], device int *lows [[buffer(7)]], device int *ctl [[buffer(8)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    unsigned char u = 4 + (2 * _occa_group_position.x);
    {
      int t = 0 + _occa_thread_position.x;
      ctl[(u - 4) / 2] = u;
    }
  }
}

kernel void _occa_narrowSpans_6(constant short &lo [[buffer(0)]], constant int &hi [[buffer(1)]], constant short &st [[buffer(2)]], device int *up [[buffer(3)]], device int *down [[buffer(4)]], device int *wide [[buffer(5)]], device int *tiled [[buffer(6)]], device int *lows [[buffer(7)]], device int *ctl [[buffer(8)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    char ch = 'A' + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      ctl[200 + ch - 'A'] = ch;
    }
  }
}

kernel void _occa_narrowSpans_7(constant short &lo [[buffer(0)]], constant int &hi [[buffer(1)]], constant short &st [[buffer(2)]], device int *up [[buffer(3)]], device int *down [[buffer(4)]], device int *wide [[buffer(5)]], device int *tiled [[buffer(6)]], device int *lows [[buffer(7)]], device int *ctl [[buffer(8)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    short s = lo + (st * _occa_group_position.x);
    {
      int t = 0 + _occa_thread_position.x;
      ctl[300 + (s - lo) / st] = s / 10;
    }
  }
}
