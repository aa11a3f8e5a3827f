#include <hip/hip_runtime.h>

// @exclusive and @shared with 2-D inner nests produced by `@tile(.., @inner, @inner)`, stepped and
// decreasing, checked and unchecked.
extern "C" __global__ __launch_bounds__(12) void _occa_exclusiveInnerTile_0(const int nB, const int *x, int *y) {
  {
    int b = 0 + blockIdx.x;
    int v;
    int w[2];
    __shared__ int s[24];
    // indices 0, 2, ..., 22 (12 iterations): 3 blocks of 4, each spanning 8 index units
    {
      int _occa_tiled_i = 0 + (4 * 2 * threadIdx.y);
      {
        int i = _occa_tiled_i + (2 * threadIdx.x);
        if (i < 24) {
          v = x[b * 24 + i];
          w[0] = i;
          s[i] = v;
          s[i + 1] = -v;
        }
      }
    }
    __syncthreads();
    // 11 down to 0 (12 iterations), tile 4, no check: 3 full blocks
    {
      int _occa_tiled_i = 11 - (4 * threadIdx.y);
      {
        int i = _occa_tiled_i - threadIdx.x;
        w[1] = s[2 * i + 1] + v;
      }
    }
    __syncthreads();
    // 0..9 with tile 4 (3 blocks, the last partial): work-items 0..9 and 10, 11 do not run
    {
      int _occa_tiled_i = 0 + (4 * threadIdx.y);
      {
        int i = _occa_tiled_i + threadIdx.x;
        if (i < 10) {
          y[b * 12 + i] = v * 10000 + w[0] * 100 + w[1];
        }
      }
    }
  }
}
