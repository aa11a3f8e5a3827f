#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// @exclusive scalars and arrays read across 2-D inner nests of different extents inside a
// `while` loop between the outer and inner loops, with explicit barriers and @shared data; and a
// second @outer nest with 3-D inner nests of different extents.
kernel void _occa_exclusiveWhile_0(constant int &nB [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], device float *out2 [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[4][8];
  {
    int b = 0 + _occa_group_position.x;
    int e;
    int hist[3];
    {
      int ty = 0 + _occa_thread_position.y;
      {
        int tx = 0 + _occa_thread_position.x;
        if (tx < 8) {
          e = x[b * 32 + ty * 8 + tx];
          hist[0] = hist[1] = hist[2] = 0;
          s[ty][tx] = e;
        }
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    int r = 0;
    while (r < 3) {
      threadgroup_barrier(mem_flags::mem_threadgroup);
      {
        int ty = 0 + _occa_thread_position.y;
        if (ty < 2) {
          {
            int tx = 0 + _occa_thread_position.x;
            if (tx < 8) {
              hist[r] = e + s[ty + 2][tx] * (r + 1);
              e += r;
            }
          }
        }
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
      {
        int ty = 0 + _occa_thread_position.y;
        if (ty < 4) {
          {
            int tx = 0 + _occa_thread_position.x;
            if (tx < 8) {
              if (ty < 2) {
                e -= hist[r] % 5;
              }
            }
          }
        }
      }
      ++r;
    }
    {
      int ty = 0 + _occa_thread_position.y;
      if (ty < 4) {
        {
          int tx = 0 + _occa_thread_position.x;
          if (tx < 8) {
            y[b * 32 + ty * 8 + tx] = e * 1000 + hist[0] * 100 + hist[1] * 10 + hist[2];
          }
        }
      }
    }
  }
}

kernel void _occa_exclusiveWhile_1(constant int &nB [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], device float *out2 [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    float acc[2];
    {
      int z = 0 + _occa_thread_position.z;
      {
        int yy = 0 + _occa_thread_position.y;
        {
          int xx = 0 + _occa_thread_position.x;
          if (xx < 4) {
            acc[0] = xx + 10 * yy + 100 * z;
            acc[1] = b;
          }
        }
      }
    }
    {
      int z = 0 + _occa_thread_position.z;
      if (z < 1) {
        {
          int yy = 0 + _occa_thread_position.y;
          {
            int xx = 0 + _occa_thread_position.x;
            if (xx < 4) {
              acc[1] += 2.0f * acc[0];
            }
          }
        }
      }
    }
    {
      int z = 0 + _occa_thread_position.z;
      if (z < 2) {
        {
          int yy = 0 + _occa_thread_position.y;
          {
            int xx = 0 + _occa_thread_position.x;
            if (xx < 4) {
              out2[b * 24 + z * 12 + yy * 4 + xx] = acc[0] * 1000.0f + acc[1];
            }
          }
        }
      }
    }
  }
}
