#include <hip/hip_runtime.h>

// An `@exclusive` variable whose initializer reads the `@outer(1)` iterator, updated per
// work-item in a non-innermost `@inner` body and in the innermost one of a nested `@outer(0)`
// loop that starts at 1 and steps by 2, and read in a sibling loop of the same shape: each
// work-item (by, bx, ty, tx) starts from `by * 7` on a GPU.
extern "C" __global__ __launch_bounds__(6) void _occa_exclusiveNestedOuterSteps_0(const int ny, int *out) {
  {
    int by = 0 + blockIdx.y;
    int e = by * 7;
    {
      int bx = 1 + (2 * blockIdx.x);
      {
        int ty = 0 + threadIdx.y;
        e += bx;
        {
          int tx = 0 + threadIdx.x;
          e = e * 10 + tx;
        }
      }
    }
    {
      int bx = 1 + (2 * blockIdx.x);
      {
        int ty = 0 + threadIdx.y;
        {
          int tx = 0 + threadIdx.x;
          out[((by * 3 + (bx - 1) / 2) * 2 + ty) * 3 + tx] = e + ty * 100000;
        }
      }
    }
  }
}
