#include <hip/hip_runtime.h>

// `@tile` sizes and loop steps that are run-time *expressions* (`ts + 1`, `s + 1`, `?:` of
// arguments, `ts << 1`, `ts + s`): the block step `TS * s` and the element bound must keep
// their operands grouped. Increasing with `<=`, decreasing with `-= s` and `>=`, the iterator on
// the right, and a hoisted 2-D `@tile(.., @outer, @inner)` nest (rows increasing, columns
// decreasing by a run-time step), all with partial last tiles. Every visit adds to the output,
// so a skipped or repeated index shows.
extern "C" __global__ void _occa_tileRuntimeExprSizes_0(const int n, const int ts, const int s, const int ny, const int nx, int *a, int *b, int *c, int *d) {
  {
    int _occa_tiled_i = 1 + ((ts + 1) * (s + 1) * blockIdx.x);
    {
      int i = _occa_tiled_i + ((s + 1) * threadIdx.x);
      if (i <= n) {
        a[i] += 1 + i;
      }
    }
  }
}

extern "C" __global__ void _occa_tileRuntimeExprSizes_1(const int n, const int ts, const int s, const int ny, const int nx, int *a, int *b, int *c, int *d) {
  {
    int _occa_tiled_i = n - ((n > 8 ? ts - 1 : 2) * s * blockIdx.x);
    {
      int i = _occa_tiled_i - (s * threadIdx.x);
      if (i >= 0) {
        b[i] += 2 * i + 1;
      }
    }
  }
}

extern "C" __global__ void _occa_tileRuntimeExprSizes_2(const int n, const int ts, const int s, const int ny, const int nx, int *a, int *b, int *c, int *d) {
  {
    int _occa_tiled_i = 0 + ((ts << 1) * 2 * blockIdx.x);
    {
      int i = _occa_tiled_i + (2 * threadIdx.x);
      if (n > i) {
        c[i] += i - 7;
      }
    }
  }
}

extern "C" __global__ void _occa_tileRuntimeExprSizes_3(const int n, const int ts, const int s, const int ny, const int nx, int *a, int *b, int *c, int *d) {
  {
    int _occa_tiled_y = 0 + (ts * blockIdx.y);
    {
      int _occa_tiled_x = nx - 1 - ((ts + s) * s * blockIdx.x);
      {
        int y = _occa_tiled_y + threadIdx.y;
        if (y < ny) {
          {
            int x = _occa_tiled_x - (s * threadIdx.x);
            if (x >= 0) {
              d[y * nx + x] += 100 * y + x + 1;
            }
          }
        }
      }
    }
  }
}
