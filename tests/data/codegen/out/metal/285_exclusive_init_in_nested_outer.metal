#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// An initialised `@exclusive` variable declared in an `@outer(1)` body and updated inside the
// nested `@outer(0)` loop's `@inner` loop (`ey += bx`). On a GPU every work-item of group
// (by, bx) runs the `@outer(1)` body itself, so its copy starts from the initializer in each
// group: ey = 5 + bx. The host storage is initialised once per `by` and carries from one `bx`
// to the next.
kernel void _occa_exclusiveInitNestedOuter_0(constant int &ny [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int by = 0 + _occa_group_position.y;
    int ey = 5;
    {
      int bx = 0 + _occa_group_position.x;
      {
        int t = 0 + _occa_thread_position.x;
        ey += bx;
        out[(by * 3 + bx) * 4 + t] = ey * 100 + t;
      }
    }
  }
}
