#include <hip/hip_runtime.h>

// @exclusive scalar and array used in the body of the outer @inner level between and after two
// innermost @inner loops: a regular loop filling the array, an update reading a value each
// work-item computed in the first innermost loop, and an @atomic count run once per work-item.
extern "C" __global__ __launch_bounds__(6) void _occa_exclusiveMidArrays_0(const int nB, const int *x, int *y, int *cnt) {
  {
    int b = 0 + blockIdx.x;
    int acc[2];
    int s;
    {
      int ty = 0 + threadIdx.y;
      for (int k = 0; k < 2; ++k) {
        acc[k] = x[b * 2 + ty] + k;
      }
      {
        int tx = 0 + threadIdx.x;
        acc[0] += tx;
        s = acc[0] * acc[1];
      }
      acc[1] += s;
      {
        int tx = 0 + threadIdx.x;
        y[(b * 2 + ty) * 3 + tx] = acc[1];
      }
      atomicAdd(&cnt[b], s);
    }
  }
}
