#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Several top-level @outer nests with negative and non-zero starts, a 2-D @outer nest with a
// decreasing stepped axis, @inner loops with negative starts, and @shared/@exclusive data.
kernel void _occa_outerNegativeStarts_0(constant int &lo [[buffer(0)]], constant int &hi [[buffer(1)]], device const int *x [[buffer(2)]], device int *y [[buffer(3)]], device int *z [[buffer(4)]], device int *w [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[6];
  {
    int b = lo + _occa_group_position.x;
    int e;
    {
      int t = -3 + _occa_thread_position.x;
      e = x[(b - lo) * 6 + t + 3] + b;
      s[t + 3] = e;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = -3 + _occa_thread_position.x;
      y[(b - lo) * 6 + t + 3] = e * 10 + s[2 - t];
    }
  }
}

kernel void _occa_outerNegativeStarts_1(constant int &lo [[buffer(0)]], constant int &hi [[buffer(1)]], device const int *x [[buffer(2)]], device int *y [[buffer(3)]], device int *z [[buffer(4)]], device int *w [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int by = hi - (2 * _occa_group_position.y);
    {
      int bx = -2 + _occa_group_position.x;
      {
        int t = 0 + _occa_thread_position.x;
        z[((hi - by) / 2 * 4 + bx + 2) * 3 + t] = by * 100 + bx * 10 + t;
      }
    }
  }
}

kernel void _occa_outerNegativeStarts_2(constant int &lo [[buffer(0)]], constant int &hi [[buffer(1)]], device const int *x [[buffer(2)]], device int *y [[buffer(3)]], device int *z [[buffer(4)]], device int *w [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = -1 - _occa_group_position.x;
    {
      int t = -1 - (1 * _occa_thread_position.x);
      w[(-1 - b) * 4 + (-1 - t)] = b * t;
    }
  }
}
