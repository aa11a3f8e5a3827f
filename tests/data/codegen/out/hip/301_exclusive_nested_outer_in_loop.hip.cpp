#include <hip/hip_runtime.h>

// An `@exclusive` array declared in an `@outer(2)` body, used by one nested `@outer(1)` loop
// whose body runs an `@outer(0)` loop three times from a regular loop and then reads the
// copies in a sibling `@tile(4, @outer(0), @inner(0))` loop. On a GPU work-item
// (bz, by, bx, t) keeps its copy across the regular loop's iterations and the tile reads it
// (i = bx * 4 + t names the same work-item).
extern "C" __global__ __launch_bounds__(4) void _occa_exclusiveNestedOuterInLoop_0(const int nz, const int *x, int *out) {
  {
    int bz = 0 + blockIdx.z;
    int e[2];
    {
      int by = 0 + blockIdx.y;
      for (int k = 0; k < 3; ++k) {
        {
          int bx = 0 + blockIdx.x;
          {
            int t = 0 + threadIdx.x;
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
        int _occa_tiled_i = 0 + (4 * blockIdx.x);
        {
          int i = _occa_tiled_i + threadIdx.x;
          if (i < 12) {
            out[(bz * 2 + by) * 12 + i] = e[0] * 100 + e[1];
          }
        }
      }
    }
  }
}
