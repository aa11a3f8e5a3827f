#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Barrier spellings where nekRS-style kernels put them: `@nobarrier` next to `@inner` on one
// loop, `@barrier("warp")` between `@inner` loops and inside an `@inner` body, `@barrier;` and
// `@barrier();` between `@inner` loops inside a regular loop that `continue`s, in `if`/`else`
// branches, and in a `do`/`while` loop; an `@exclusive` accumulator runs through all of them.
kernel void _occa_barrierForms_0(constant int &nb [[buffer(0)]], constant int &rounds [[buffer(1)]], device const int *x [[buffer(2)]], device int *y [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[8];
  threadgroup int t2[8];
  {
    int b = 0 + _occa_group_position.x;
    int acc;
    {
      int t = 0 + _occa_thread_position.x;
      acc = x[b * 8 + t];
      s[t] = acc;
    }
    simdgroup_barrier(mem_flags::mem_threadgroup);
    for (int r = 0; r < rounds; ++r) {
      if (r % 2 == 1) {
        continue;
      }
      {
        int t = 0 + _occa_thread_position.x;
        t2[t] = s[(t + 1) % 8] + r;
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
      if (r % 4 == 0) {
        {
          int t = 0 + _occa_thread_position.x;
          s[t] = t2[t];
          acc += t2[t];
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
        // The next round reads other work-items' `s`; one warp holds them all.
      } else {
        {
          int t = 0 + _occa_thread_position.x;
          s[t] = t2[8 - 1 - t];
        }
        simdgroup_barrier(mem_flags::mem_threadgroup);
      }
    }
    int left = 2;
    do {
      {
        int t = 0 + _occa_thread_position.x;
        acc -= s[t] % 3;
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
      simdgroup_barrier(mem_flags::mem_threadgroup);
    } while (--left > 0);
    {
      int t = 0 + _occa_thread_position.x;
      simdgroup_barrier(mem_flags::mem_threadgroup);
      y[b * 8 + t] = s[t] * 100 + acc;
    }
  }
}
