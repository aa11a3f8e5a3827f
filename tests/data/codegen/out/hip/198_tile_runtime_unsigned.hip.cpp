#include <hip/hip_runtime.h>

#include <cstddef>

// Run-time tile sizes of unsigned type (`const unsigned` and `size_t` kernel arguments) over
// loops that cross zero: `t < _occa_tiled_t + ts` would compare unsigned (and skip the tile
// that straddles zero), so the size is converted to the iterator's type as for constants.
extern "C" __global__ void _occa_tileRuntimeUnsigned_0(const int nb, const unsigned int ts, const size_t tl, int *up, int *down) {
  {
    int b = 0 + blockIdx.x;
    {
      int _occa_tiled_t = -5 + ((int)ts * threadIdx.y);
      {
        int t = _occa_tiled_t + threadIdx.x;
        if (t < 11) {
          up[b * 16 + t + 5] = 10 * b + t;
        }
      }
    }
  }
}

extern "C" __global__ void _occa_tileRuntimeUnsigned_1(const int nb, const unsigned int ts, const size_t tl, int *up, int *down) {
  {
    int _occa_tiled_t = 9 - ((int)tl * blockIdx.x);
    {
      int t = _occa_tiled_t - threadIdx.x;
      if (t >= -6) {
        down[t + 6] = 3 * t;
      }
    }
  }
}
