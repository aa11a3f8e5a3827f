#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@exclusive` and `@shared` declared inside a regular loop and inside an `if` block between
// `@outer` and `@inner` (fresh per iteration of the regular loop), an `@exclusive` initialised
// from the regular loop's iterator (every work-item's copy starts from it), and an
// `@exclusive` declared before the regular loop that accumulates over its iterations.
kernel void _occa_stateInBlocks_0(constant int &nb [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[4];
  {
    int b = 0 + _occa_group_position.x;
    int total = 0;
    for (int r = 0; r < 3; ++r) {
      int cnt = r * 10;
      {
        int t = 0 + _occa_thread_position.x;
        cnt += x[b * 4 + t];
        s[t] = cnt;
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
      {
        int t = 0 + _occa_thread_position.x;
        total += s[4 - 1 - t] + cnt;
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
    }
    if (b % 2 == 0) {
      int flag = 7;
      {
        int t = 0 + _occa_thread_position.x;
        total += flag * t;
      }
    }
    {
      int t = 0 + _occa_thread_position.x;
      y[b * 4 + t] = total;
    }
  }
}
