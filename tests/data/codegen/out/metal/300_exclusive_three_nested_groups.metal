#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@exclusive` state declared in an `@outer(2)` body and used by the groups of a nested
// `@outer(1)` loop and two sibling `@outer(0)` loops: a struct whose braced initializer reads
// the `@outer(2)` iterator and an array without an initializer. Each work-item
// (bz, by, bx, t) has its own copies on a GPU: they start from the initializer in every group
// and carry from the first `@outer(0)` loop to the second.
struct Acc {
  int s;
  int n;
};

kernel void _occa_exclusiveThreeNestedGroups_0(constant int &nz [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int bz = 0 + _occa_group_position.z;
    Acc acc = {bz * 1000, 0};
    int hist[2];
    {
      int by = 0 + _occa_group_position.y;
      {
        int bx = 0 + _occa_group_position.x;
        {
          int t = 0 + _occa_thread_position.x;
          acc.s += by * 100 + bx * 10 + t;
          acc.n += 1;
          hist[0] = by;
          hist[1] = bx * 4 + t;
        }
      }
      {
        int bx = 0 + _occa_group_position.x;
        {
          int t = 0 + _occa_thread_position.x;
          acc.n += 1;
          out[((bz * 2 + by) * 3 + bx) * 4 + t] = acc.s * 1000 + acc.n * 100 + hist[0] * 16 + hist[1];
        }
      }
    }
  }
}
