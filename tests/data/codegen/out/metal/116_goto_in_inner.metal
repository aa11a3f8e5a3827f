#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `goto` inside `@inner` bodies: a forward jump to a label at the end of the body (an early
// exit that is not `return`), a jump out of two nested regular loops (search), and a jump
// backwards forming a retry loop; `@exclusive` values carry results to the next `@inner` loop.
kernel void _occa_gotoInInner_0(constant int &nB [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    int found;
    int tries;
    {
      int t = 0 + _occa_thread_position.x;
      const int v = x[b * 8 + t];
      found = -1;
      tries = 0;
      for (int i = 0; i < 4; ++i) {
        for (int j = 0; j < 4; ++j) {
          if (i * 4 + j == v) {
            found = i * 10 + j;
            goto searched;
          }
        }
      }
    searched:
    retry:
      ++tries;
      if (tries < v % 3 + 1) {
        goto retry;
      }
      if (v > 12) {
        goto done;
      }
      found += 1000;
    done:
      ;
    }
    {
      int t = 0 + _occa_thread_position.x;
      y[b * 8 + t] = found * 100 + tries;
    }
  }
}
