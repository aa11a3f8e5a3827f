#include <hip/hip_runtime.h>

// An `@exclusive` variable declared between `@outer(1)` and two sibling `@outer(0)` loops:
// each work-item (by, bx, t) writes it in the first sibling and reads it in the second, as one
// GPU thread of group (by, bx) runs both siblings.
extern "C" __global__ __launch_bounds__(4) void _occa_exclusiveAcrossSiblings_0(const int ny, const int *x, int *out) {
  {
    int by = 0 + blockIdx.y;
    int ey;
    {
      int bx = 0 + blockIdx.x;
      {
        int t = 0 + threadIdx.x;
        ey = x[(by * 3 + bx) * 4 + t];
      }
    }
    {
      int bx = 0 + blockIdx.x;
      {
        int t = 0 + threadIdx.x;
        out[(by * 3 + bx) * 4 + t] = ey * 10 + bx;
      }
    }
  }
}
