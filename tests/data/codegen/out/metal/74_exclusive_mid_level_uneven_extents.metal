#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// The innermost loop below the statement that sets `e` has 3 iterations, but another nest has 5:
// the work-group has 5 work-items along x and all of them run that statement, so the second nest
// reads a set copy for tx = 3 and 4 too.
kernel void _occa_exclusiveMidUneven_0(constant int &nB [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], device int *z [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    int e;
    {
      int ty = 0 + _occa_thread_position.y;
      e = x[b * 2 + ty];
      {
        int tx = 0 + _occa_thread_position.x;
        if (tx < 3) {
          z[(b * 2 + ty) * 3 + tx] = e + tx;
        }
      }
    }
    {
      int ty = 0 + _occa_thread_position.y;
      {
        int tx = 0 + _occa_thread_position.x;
        y[(b * 2 + ty) * 5 + tx] = e * 10 + tx;
      }
    }
  }
}
