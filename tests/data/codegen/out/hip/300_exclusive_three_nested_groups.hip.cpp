#include <hip/hip_runtime.h>

// `@exclusive` state declared in an `@outer(2)` body and used by the groups of a nested
// `@outer(1)` loop and two sibling `@outer(0)` loops: a struct whose braced initializer reads
// the `@outer(2)` iterator and an array without an initializer. Each work-item
// (bz, by, bx, t) has its own copies on a GPU: they start from the initializer in every group
// and carry from the first `@outer(0)` loop to the second.
struct Acc {
  int s;
  int n;
};

extern "C" __global__ __launch_bounds__(4) void _occa_exclusiveThreeNestedGroups_0(const int nz, int *out) {
  {
    int bz = 0 + blockIdx.z;
    Acc acc = {bz * 1000, 0};
    int hist[2];
    {
      int by = 0 + blockIdx.y;
      {
        int bx = 0 + blockIdx.x;
        {
          int t = 0 + threadIdx.x;
          acc.s += by * 100 + bx * 10 + t;
          acc.n += 1;
          hist[0] = by;
          hist[1] = bx * 4 + t;
        }
      }
      {
        int bx = 0 + blockIdx.x;
        {
          int t = 0 + threadIdx.x;
          acc.n += 1;
          out[((bz * 2 + by) * 3 + bx) * 4 + t] = acc.s * 1000 + acc.n * 100 + hist[0] * 16 + hist[1];
        }
      }
    }
  }
}
