#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// @exclusive variables used in the body of a non-innermost @inner loop, before and after the
// innermost @inner loop, and across a regular loop placed between two @inner levels.
kernel void _occa_exclusiveMidLevel_0(constant int &nB [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    int e;
    int f;
    {
      int ty = 0 + _occa_thread_position.y;
      e = x[b * 3 + ty];
      {
        int tx = 0 + _occa_thread_position.x;
        f = e * 10 + tx;
      }
      e += 1;
    }
    {
      int ty = 0 + _occa_thread_position.y;
      for (int k = 0; k < 2; ++k) {
        {
          int tx = 0 + _occa_thread_position.x;
          f += e;
          if (k == 1) {
            y[(b * 3 + ty) * 4 + tx] = f;
          }
        }
      }
    }
  }
}
