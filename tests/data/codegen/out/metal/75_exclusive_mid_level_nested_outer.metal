#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// @exclusive variables declared at two @outer levels and used together in the body of the outer
// @inner level: the statement must run once per work-item, not once per work-item and group.
kernel void _occa_exclusiveMidNestedOuter_0(constant int &nA [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int a = 0 + _occa_group_position.y;
    int e;
    {
      int b = 0 + _occa_group_position.x;
      int f;
      {
        int ty = 0 + _occa_thread_position.y;
        e = x[a * 3 + ty] + b;
        {
          int tx = 0 + _occa_thread_position.x;
          f = e * tx;
        }
        f += e;
        {
          int tx = 0 + _occa_thread_position.x;
          y[((a * 2 + b) * 3 + ty) * 4 + tx] = f;
        }
      }
    }
  }
}
