#include <hip/hip_runtime.h>

// @exclusive variables used in the body of a non-innermost @inner loop, before and after the
// innermost @inner loop, and across a regular loop placed between two @inner levels.
extern "C" __global__ __launch_bounds__(12) void _occa_exclusiveMidLevel_0(const int nB, const int *x, int *y) {
  {
    int b = 0 + blockIdx.x;
    int e;
    int f;
    {
      int ty = 0 + threadIdx.y;
      e = x[b * 3 + ty];
      {
        int tx = 0 + threadIdx.x;
        f = e * 10 + tx;
      }
      e += 1;
    }
    {
      int ty = 0 + threadIdx.y;
      for (int k = 0; k < 2; ++k) {
        {
          int tx = 0 + threadIdx.x;
          f += e;
          if (k == 1) {
            y[(b * 3 + ty) * 4 + tx] = f;
          }
        }
      }
    }
  }
}
