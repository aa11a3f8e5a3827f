#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// A regular loop in the `@outer` body whose condition reads global memory written by the
// group's last `@inner` loop (a data-dependent number of barrier-separated rounds), an
// `@exclusive` state carried from round to round, an `@inner @nobarrier` loop, an explicit
// `@barrier`, a `@shared` vote; then a second top-level `@outer` nest that reads what *other*
// groups of the first nest wrote (the nests must run one after the other).
kernel void _occa_dataDependentRounds_0(constant int &nB [[buffer(0)]], device const int *start [[buffer(1)]], device int *flag [[buffer(2)]], device int *iters [[buffer(3)]], device int *out [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int left[8];
  {
    int b = 0 + _occa_group_position.x;
    int mine;
    int steps;
    {
      int t = 0 + _occa_thread_position.x;
      mine = start[b * 8 + t];
      steps = 0;
      if (t == 0) {
        flag[b] = 1;
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    for (int it = 0; flag[b] > 0; ++it) {
      {
        int t = 0 + _occa_thread_position.x;
        if (mine > 0) {
          mine = mine / 2;
          ++steps;
        }
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
      {
        int t = 0 + _occa_thread_position.x;
        left[t] = mine;
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
      {
        int t = 0 + _occa_thread_position.x;
        if (t == 0) {
          int any = 0;
          for (int k = 0; k < 8; ++k) {
            any += left[k] > 0;
          }
          iters[b] = it + 1;
          flag[b] = any;
        }
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
    }
    {
      int t = 0 + _occa_thread_position.x;
      out[b * 8 + t] = steps * 100 + mine;
    }
  }
}

kernel void _occa_dataDependentRounds_1(constant int &nB [[buffer(0)]], device const int *start [[buffer(1)]], device int *flag [[buffer(2)]], device int *iters [[buffer(3)]], device int *out [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      out[b * 8 + t] += 1000 * iters[(b + 1) % nB];
    }
  }
}
