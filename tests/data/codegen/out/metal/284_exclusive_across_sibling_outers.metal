#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// An `@exclusive` variable declared between `@outer(1)` and two sibling `@outer(0)` loops:
// each work-item (by, bx, t) writes it in the first sibling and reads it in the second, as one
// GPU thread of group (by, bx) runs both siblings.
kernel void _occa_exclusiveAcrossSiblings_0(constant int &ny [[buffer(0)]], device const int *x [[buffer(1)]], device int *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int by = 0 + _occa_group_position.y;
    int ey;
    {
      int bx = 0 + _occa_group_position.x;
      {
        int t = 0 + _occa_thread_position.x;
        ey = x[(by * 3 + bx) * 4 + t];
      }
    }
    {
      int bx = 0 + _occa_group_position.x;
      {
        int t = 0 + _occa_thread_position.x;
        out[(by * 3 + bx) * 4 + t] = ey * 10 + bx;
      }
    }
  }
}
