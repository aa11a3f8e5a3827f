#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Explicit axes that do not follow the nesting order.
kernel void _occa_swappedAxes_0(constant int &NB [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.y;
    {
      int tx = 0 + _occa_thread_position.x;
      {
        int ty = 0 + _occa_thread_position.y;
        out[(b * 4 + tx) * 3 + ty] = b * 100 + tx * 10 + ty;
      }
    }
  }
}
