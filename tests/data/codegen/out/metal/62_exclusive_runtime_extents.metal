#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// @exclusive sized by @max_inner_dims(8, 4) with runtime 2-D inner extents that differ between
// nests (nx x ny, then ny x nx with swapped axes), and an @exclusive declared inside a regular loop
// between the @outer and the @inner loops.
kernel void _occa_exclusiveRuntimeExtents_0(constant int &nB [[buffer(0)]], constant int &nx [[buffer(1)]], constant int &ny [[buffer(2)]], device const int *x [[buffer(3)]], device int *y [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    int e;
    {
      int ty = 0 + _occa_thread_position.y;
      if (ty < ny) {
        {
          int tx = 0 + _occa_thread_position.x;
          if (tx < nx) {
            e = x[(b * ny + ty) * nx + tx];
          }
        }
      }
    }
    for (int r = 0; r < 2; ++r) {
      int f;
      {
        int ty = ny - 1 - _occa_thread_position.y;
        if (ty >= 0) {
          {
            int tx = 0 + _occa_thread_position.x;
            if (tx < nx - r) {
              f = e * (r + 2);
            }
          }
        }
      }
      {
        int tx = 0 + _occa_thread_position.x;
        if (tx < nx - r) {
          {
            int ty = 0 + _occa_thread_position.y;
            if (ty < ny) {
              e += f + tx;
            }
          }
        }
      }
    }
    {
      int ty = 0 + _occa_thread_position.y;
      if (ty < ny) {
        {
          int tx = 0 + _occa_thread_position.x;
          if (tx < nx) {
            y[(b * ny + ty) * nx + tx] = e;
          }
        }
      }
    }
  }
}
