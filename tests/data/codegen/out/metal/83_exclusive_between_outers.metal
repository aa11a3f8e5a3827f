#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@exclusive` variables declared at two levels of a 2-D `@outer` nest: `ey` between
// `@outer(1)` and `@outer(0)`, `ex` between `@outer(0)` and the `@inner` loops (spec §5.3:
// anywhere inside an `@outer` loop and outside `@inner` loops). Each work-item writes both in
// the first `@inner` loop and reads its own copies in the second.
kernel void _occa_exclusiveBetweenOuters_0(constant int &ny [[buffer(0)]], device const int *x [[buffer(1)]], device int *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int by = 0 + _occa_group_position.y;
    int ey;
    {
      int bx = 0 + _occa_group_position.x;
      int ex;
      {
        int t = 0 + _occa_thread_position.x;
        ey = x[by * 4 + t];
        ex = 100 * bx + t;
      }
      {
        int t = 3 - _occa_thread_position.x;
        out[(by * 3 + bx) * 4 + t] = ey * 1000 + ex;
      }
    }
  }
}
