#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// @exclusive array + scalar across four 2-D inner nests.
kernel void _occa_exclusiveArray_0(constant int &nBlocks [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    int acc[4];
    int base;
    {
      int ty = 0 + _occa_thread_position.y;
      {
        int tx = 0 + _occa_thread_position.x;
        base = b * 32 + ty * 8 + tx;
        for (int k = 0; k < 4; ++k) {
          acc[k] = x[base] * (k + 1);
        }
      }
    }
    for (int r = 0; r < 3; ++r) {
      {
        int ty = 0 + _occa_thread_position.y;
        {
          int tx = 0 + _occa_thread_position.x;
          acc[r] += acc[r + 1] + tx;
        }
      }
    }
    {
      int ty = 0 + _occa_thread_position.y;
      {
        int tx = 0 + _occa_thread_position.x;
        y[base] = acc[0] + 10 * acc[1] + 100 * acc[2] + 1000 * acc[3];
      }
    }
  }
}
