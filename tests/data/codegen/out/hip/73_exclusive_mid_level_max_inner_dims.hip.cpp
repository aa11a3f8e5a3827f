#include <hip/hip_runtime.h>

// Runtime @inner extents with @max_inner_dims(8, 4): statements using an @exclusive in the body of
// the outer @inner level run once per work-item of the runtime x extent `nx` (the @atomic too).
extern "C" __global__ __launch_bounds__(32) void _occa_exclusiveMidMaxInner_0(const int nB, const int nx, const int ny, const int *x, int *y, int *cnt) {
  {
    int b = 0 + blockIdx.x;
    int e;
    {
      int ty = 0 + threadIdx.y;
      e = x[b * ny + ty];
      {
        int tx = 0 + threadIdx.x;
        e += tx;
      }
      e *= 2;
      atomicAdd(&cnt[b], e);
      {
        int tx = 0 + threadIdx.x;
        y[(b * ny + ty) * nx + tx] = e;
      }
    }
  }
}
