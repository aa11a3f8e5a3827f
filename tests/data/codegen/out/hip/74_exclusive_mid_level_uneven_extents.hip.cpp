#include <hip/hip_runtime.h>

// The innermost loop below the statement that sets `e` has 3 iterations, but another nest has 5:
// the work-group has 5 work-items along x and all of them run that statement, so the second nest
// reads a set copy for tx = 3 and 4 too.
extern "C" __global__ __launch_bounds__(10) void _occa_exclusiveMidUneven_0(const int nB, const int *x, int *y, int *z) {
  {
    int b = 0 + blockIdx.x;
    int e;
    {
      int ty = 0 + threadIdx.y;
      e = x[b * 2 + ty];
      {
        int tx = 0 + threadIdx.x;
        if (tx < 3) {
          z[(b * 2 + ty) * 3 + tx] = e + tx;
        }
      }
    }
    {
      int ty = 0 + threadIdx.y;
      {
        int tx = 0 + threadIdx.x;
        y[(b * 2 + ty) * 5 + tx] = e * 10 + tx;
      }
    }
  }
}
