#include <hip/hip_runtime.h>

// `@tile` with explicit axes mixed with plain loops at other levels. First nest: a
// `@tile(2, @outer(1), )` whose element loop is a plain loop holding an `@outer(0)` loop, so a
// regular loop sits between the two `@outer` levels; inside, a `@tile(4, @inner(1), @inner(0))`
// nest writes `@shared` and `@exclusive` data that a plain `@inner(1)`/`@inner(0)` nest reads
// transposed (the two nests must number their work-items alike). Second nest: an `@outer` whose
// body walks a `@tile(3, , @inner)` (plain block loop, `@inner` element loop over 7 with the
// check) with an `@exclusive` counter that persists over the block iterations, then reads it in
// a plain `@inner` loop over the same 3 work-items.
extern "C" __global__ __launch_bounds__(8) void _occa_tileAxesPlain_0(const int ny, const int nx, int *grid, int *blocks) {
  {
    int _occa_tiled_by = 0 + (2 * blockIdx.y);
    for (int by = _occa_tiled_by; by < _occa_tiled_by + 2; ++by) {
      if (by < ny) {
        {
          int bx = 0 + (2 * blockIdx.x);
          __shared__ int tileS[2][4];
          int mine;
          {
            int _occa_tiled_t = 0 + (4 * threadIdx.y);
            {
              int t = _occa_tiled_t + threadIdx.x;
              if (t < 8) {
                mine = 100 * by + 10 * bx + t;
                tileS[t / 4][t % 4] = mine;
              }
            }
          }
          __syncthreads();
          {
            int r = 0 + threadIdx.y;
            {
              int c = 0 + threadIdx.x;
              const int cell = ((by * nx + bx) * 2 + r) * 4 + c;
              grid[cell] = tileS[1 - r][3 - c] * 1000 + mine;
            }
          }
          __syncthreads();
        }
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(3) void _occa_tileAxesPlain_1(const int ny, const int nx, int *grid, int *blocks) {
  {
    int g = 0 + blockIdx.x;
    int count;
    {
      int t = 0 + threadIdx.x;
      count = 0;
    }
    for (int _occa_tiled_i = 0; _occa_tiled_i < 7; _occa_tiled_i += 3) {
      {
        int i = _occa_tiled_i + threadIdx.x;
        if (i < 7) {
          count += i + 1;
        }
      }
    }
    {
      int t = 0 + threadIdx.x;
      blocks[g * 3 + t] = count * 10 + g;
    }
  }
}
