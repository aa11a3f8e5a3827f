#include <hip/hip_runtime.h>

// A tile size of unsigned type (`sizeof(int)`, a `size_t`) over a loop that starts below zero:
// the host tile loop compares the `int` iterator with `_occa_tiled_t + sizeof(int)` (unsigned),
// which g++ reports (-Wsign-compare) and which is false for the tile that straddles zero
// (-2 + 4ul wraps to 2, and (size_t)-2 is not below it), so that tile's elements are skipped.
extern "C" __global__ __launch_bounds__(16) void _occa_tileSizeof_0(const int nb, int *out) {
  {
    int b = 0 + blockIdx.x;
    {
      int _occa_tiled_t = -2 + ((int)sizeof(int) * threadIdx.y);
      {
        int t = _occa_tiled_t + threadIdx.x;
        if (t < 14) {
          out[b * 16 + t + 2] = 10 * b + t;
        }
      }
    }
  }
}
