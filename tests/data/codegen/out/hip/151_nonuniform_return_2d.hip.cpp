#include <hip/hip_runtime.h>

// Some work-items of a 2-D @inner nest return (the condition reads their own coordinates), and
// later @inner loops of the same @outer iteration write results for the others only: in the
// same row's body (after a statement of the outer @inner level that runs per work-item because
// it uses an @exclusive variable) and in a later 2-D nest. Group 2 returns entirely.
extern "C" __global__ __launch_bounds__(32) void _occa_partialReturn_0(const int groups, int *out, int *mid, int *late) {
  {
    int g = 0 + blockIdx.x;
    bool _occa_returned = false;
    int id;
    {
      int y = 0 + threadIdx.y;
      if (!_occa_returned) {
        {
          int x = 0 + threadIdx.x;
          id = (g * 4 + y) * 8 + x;
          if ((x + y) % 3 == 0 || g == 2) {
            _occa_returned = true;
          }
        }
        if (!_occa_returned) {
          mid[id] = 1;
          {
            int x = 0 + threadIdx.x;
            out[id] = 10 * y + x;
          }
        }
      }
    }
    {
      int y = 0 + threadIdx.y;
      if (!_occa_returned) {
        {
          int x = 0 + threadIdx.x;
          late[(g * 4 + y) * 8 + x] = id + 1;
        }
      }
    }
  }
}
