#include <hip/hip_runtime.h>

// Plain loops between two `@inner` levels that share `@exclusive` state: a
// `@tile(2, @inner(1), )` whose element loop is a plain loop around an `@inner(0)` loop (each
// work-item (y, x) runs two element iterations), and a regular `for (k ...)` between
// `@inner(1)` and `@inner(0)` writing `@shared` data; then a plain 2-D nest reads both. On a
// GPU the innermost body runs several times per work-item, so the host's per-work-item slot must
// follow the work-item, not count executions of the innermost body.
extern "C" __global__ __launch_bounds__(6) void _occa_plainMidLevels_0(const int n, int *out) {
  {
    int g = 0 + blockIdx.x;
    int acc;
    __shared__ int s[2][3];
    {
      int y = 0 + threadIdx.y;
      {
        int x = 0 + threadIdx.x;
        acc = 10 * y + x;
      }
    }
    {
      int _occa_tiled_yy = 0 + (2 * threadIdx.y);
      for (int yy = _occa_tiled_yy; yy < _occa_tiled_yy + 2; ++yy) {
        if (yy < 4) {
          {
            int x = 0 + threadIdx.x;
            acc += yy;
          }
        }
      }
    }
    {
      int y = 0 + threadIdx.y;
      for (int k = 0; k < 2; ++k) {
        {
          int x = 0 + threadIdx.x;
          acc += 100 * k;
          s[y][x] = acc;
        }
      }
    }
    __syncthreads();
    {
      int y = 0 + threadIdx.y;
      {
        int x = 0 + threadIdx.x;
        out[(g * 2 + y) * 3 + x] = s[1 - y][2 - x] * 1000 + acc;
      }
    }
  }
}
