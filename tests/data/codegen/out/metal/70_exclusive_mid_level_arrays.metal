#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// @exclusive scalar and array used in the body of the outer @inner level between and after two
// innermost @inner loops: a regular loop filling the array, an update reading a value each
// work-item computed in the first innermost loop, and an @atomic count run once per work-item.
kernel void _occa_exclusiveMidArrays_0(constant int &nB [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], device int *cnt [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    int acc[2];
    int s;
    {
      int ty = 0 + _occa_thread_position.y;
      for (int k = 0; k < 2; ++k) {
        acc[k] = x[b * 2 + ty] + k;
      }
      {
        int tx = 0 + _occa_thread_position.x;
        acc[0] += tx;
        s = acc[0] * acc[1];
      }
      acc[1] += s;
      {
        int tx = 0 + _occa_thread_position.x;
        y[(b * 2 + ty) * 3 + tx] = acc[1];
      }
      atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&cnt[b]), (int) (s), memory_order_relaxed);
    }
  }
}
