#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// An `@exclusive` array declared in an `@outer(2)` body, used by one nested `@outer(1)` loop
// whose body runs an `@outer(0)` loop three times from a regular loop and then reads the
// copies in a sibling `@tile(4, @outer(0), @inner(0))` loop. On a GPU work-item
// (bz, by, bx, t) keeps its copy across the regular loop's iterations and the tile reads it
// (i = bx * 4 + t names the same work-item).
kernel void _occa_exclusiveNestedOuterInLoop_0(constant int &nz [[buffer(0)]], device const int *x [[buffer(1)]], device int *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int bz = 0 + _occa_group_position.z;
    int e[2];
    {
      int by = 0 + _occa_group_position.y;
      for (int k = 0; k < 3; ++k) {
        {
          int bx = 0 + _occa_group_position.x;
          {
            int t = 0 + _occa_thread_position.x;
            const int g = ((bz * 2 + by) * 3 + bx) * 4 + t;
            if (k == 0) {
              e[0] = x[g];
              e[1] = 0;
            } else {
              e[1] += e[0] * k;
            }
          }
        }
      }
      {
        int _occa_tiled_i = 0 + (4 * _occa_group_position.x);
        {
          int i = _occa_tiled_i + _occa_thread_position.x;
          if (i < 12) {
            out[(bz * 2 + by) * 12 + i] = e[0] * 100 + e[1];
          }
        }
      }
    }
  }
}
