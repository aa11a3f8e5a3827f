#include <hip/hip_runtime.h>

// An initialised `@exclusive` variable declared in an `@outer(1)` body and updated inside the
// nested `@outer(0)` loop's `@inner` loop (`ey += bx`). On a GPU every work-item of group
// (by, bx) runs the `@outer(1)` body itself, so its copy starts from the initializer in each
// group: ey = 5 + bx. The host storage is initialised once per `by` and carries from one `bx`
// to the next.
extern "C" __global__ __launch_bounds__(4) void _occa_exclusiveInitNestedOuter_0(const int ny, int *out) {
  {
    int by = 0 + blockIdx.y;
    int ey = 5;
    {
      int bx = 0 + blockIdx.x;
      {
        int t = 0 + threadIdx.x;
        ey += bx;
        out[(by * 3 + bx) * 4 + t] = ey * 100 + t;
      }
    }
  }
}
