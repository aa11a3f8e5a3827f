#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Macros that expand to whole OKL loop headers, to attributes, and to @atomic / @barrier
// statements; `#pragma unroll` with a macro count inside a macro-built loop; `_Pragma`.
kernel void _occa_macroLoops_0(constant int &nB [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], device int *total [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[8];
  {
    int b = 0 + _occa_group_position.x;
    int myVal;
    {
      int t = 0 + _occa_thread_position.x;
      myVal = x[b * 8 + t];
      s[t] = myVal * 2;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 8 - 1 - _occa_thread_position.x;
      int acc = 0;
      #pragma unroll 4
      for (int k = 0; k < 8; ++k) {
        acc += s[k] * (k + 1);
      }
      #pragma GCC unroll 2
      for (int k = 0; k < 2; ++k) {
        acc += myVal;
      }
      y[b * 8 + t] = acc - t;
      atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&total[t % 2]), (int) (myVal), memory_order_relaxed);
    }
  }
}
