#include <hip/hip_runtime.h>

// `@exclusive` variables declared at two levels of a 2-D `@outer` nest: `ey` between
// `@outer(1)` and `@outer(0)`, `ex` between `@outer(0)` and the `@inner` loops (spec §5.3:
// anywhere inside an `@outer` loop and outside `@inner` loops). Each work-item writes both in
// the first `@inner` loop and reads its own copies in the second.
extern "C" __global__ __launch_bounds__(4) void _occa_exclusiveBetweenOuters_0(const int ny, const int *x, int *out) {
  {
    int by = 0 + blockIdx.y;
    int ey;
    {
      int bx = 0 + blockIdx.x;
      int ex;
      {
        int t = 0 + threadIdx.x;
        ey = x[by * 4 + t];
        ex = 100 * bx + t;
      }
      {
        int t = 3 - threadIdx.x;
        out[(by * 3 + bx) * 4 + t] = ey * 1000 + ex;
      }
    }
  }
}
