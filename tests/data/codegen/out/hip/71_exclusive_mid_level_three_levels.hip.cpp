#include <hip/hip_runtime.h>

// Three @inner levels: an @exclusive written in the body of the outermost one (once per (ty, tx)),
// and in the middle one inside an if/else and a regular loop that hold innermost @inner loops.
extern "C" __global__ __launch_bounds__(24) void _occa_exclusiveMidThreeLevels_0(const int nB, const int *x, int *y) {
  {
    int b = 0 + blockIdx.x;
    int e;
    {
      int tz = 0 + threadIdx.z;
      e = x[b] + 100 * tz;
      {
        int ty = 0 + threadIdx.y;
        if (ty > 0) {
          e += 10 * ty;
          {
            int tx = 0 + threadIdx.x;
            e += tx;
          }
        } else {
          {
            int tx = 0 + threadIdx.x;
            e -= tx;
          }
        }
        for (int r = 0; r < 2; ++r) {
          e *= 2;
          {
            int tx = 0 + threadIdx.x;
            e += 1;
          }
        }
        {
          int tx = 0 + threadIdx.x;
          y[((b * 2 + tz) * 3 + ty) * 4 + tx] = e;
        }
      }
    }
  }
}
