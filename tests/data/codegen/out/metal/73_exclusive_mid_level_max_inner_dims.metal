#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Runtime @inner extents with @max_inner_dims(8, 4): statements using an @exclusive in the body of
// the outer @inner level run once per work-item of the runtime x extent `nx` (the @atomic too).
kernel void _occa_exclusiveMidMaxInner_0(constant int &nB [[buffer(0)]], constant int &nx [[buffer(1)]], constant int &ny [[buffer(2)]], device const int *x [[buffer(3)]], device int *y [[buffer(4)]], device int *cnt [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    int e;
    {
      int ty = 0 + _occa_thread_position.y;
      e = x[b * ny + ty];
      {
        int tx = 0 + _occa_thread_position.x;
        e += tx;
      }
      e *= 2;
      atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&cnt[b]), (int) (e), memory_order_relaxed);
      {
        int tx = 0 + _occa_thread_position.x;
        y[(b * ny + ty) * nx + tx] = e;
      }
    }
  }
}
