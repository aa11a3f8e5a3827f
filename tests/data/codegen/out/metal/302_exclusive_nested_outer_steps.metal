#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// An `@exclusive` variable whose initializer reads the `@outer(1)` iterator, updated per
// work-item in a non-innermost `@inner` body and in the innermost one of a nested `@outer(0)`
// loop that starts at 1 and steps by 2, and read in a sibling loop of the same shape: each
// work-item (by, bx, ty, tx) starts from `by * 7` on a GPU.
kernel void _occa_exclusiveNestedOuterSteps_0(constant int &ny [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int by = 0 + _occa_group_position.y;
    int e = by * 7;
    {
      int bx = 1 + (2 * _occa_group_position.x);
      {
        int ty = 0 + _occa_thread_position.y;
        e += bx;
        {
          int tx = 0 + _occa_thread_position.x;
          e = e * 10 + tx;
        }
      }
    }
    {
      int bx = 1 + (2 * _occa_group_position.x);
      {
        int ty = 0 + _occa_thread_position.y;
        {
          int tx = 0 + _occa_thread_position.x;
          out[((by * 3 + (bx - 1) / 2) * 2 + ty) * 3 + tx] = e + ty * 100000;
        }
      }
    }
  }
}
