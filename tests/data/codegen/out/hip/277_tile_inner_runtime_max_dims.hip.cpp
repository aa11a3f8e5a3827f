#include <hip/hip_runtime.h>

// A run-time `@tile(ts, @inner(1), @inner(0))` (block loop on y, element loop on x) under
// `@outer @max_inner_dims(4, 4) @simd_length(8)`: `@exclusive` scalars and arrays sized by the
// attribute, carried from an increasing tile to a decreasing one (where a work-item meets
// another index) and on to a constant 4 x 3 nest; guarded-out work-items of the last block keep
// their state untouched. A `@directive("#define ...")` inside the `@outer` body defines a macro
// used in the next `@inner` nest.
extern "C" __global__ __launch_bounds__(16) void _occa_tileInnerRuntimeMaxDims_0(const int nb, const int n, const int ts, const int *x, int *out) {
  {
    int b = 0 + blockIdx.x;
    int e;
    int hist[2];
    __shared__ int s[16];
    {
      int _occa_tiled_i = 0 + (ts * threadIdx.y);
      if (_occa_tiled_i < n) {
        {
          int i = _occa_tiled_i + threadIdx.x;
          if (i < _occa_tiled_i + ts) {
            if (i < n) {
              e = 3 * x[b * n + i];
              hist[0] = i;
              hist[1] = -i;
              s[i] = e;
            }
          }
        }
      }
    }
    __syncthreads();
    {
      int _occa_tiled_i = n - 1 - (ts * threadIdx.y);
      if (_occa_tiled_i >= 0) {
        {
          int i = _occa_tiled_i - threadIdx.x;
          if (i > _occa_tiled_i - ts) {
            if (i >= 0) {
              e = e * 10 + i;
              hist[1] += s[i];
            }
          }
        }
      }
    }
    __syncthreads();
    {
      int y = 0 + threadIdx.y;
      if (y < 4) {
        {
          int xx = 0 + threadIdx.x;
          if (xx < 3) {
            const int id = y * 3 + xx;
            if (id < n) {
              int *o = out + (b * n + id) * 3;
              o[0] = e;
              o[1] = hist[0];
              o[2] = hist[1];
            }
          }
        }
      }
    }
  }
}
