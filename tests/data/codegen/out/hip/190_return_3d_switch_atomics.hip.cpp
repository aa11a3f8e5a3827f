#include <hip/hip_runtime.h>

// Non-uniform `return`s in the innermost body of a 3-D @inner nest (2 x 3 x 4 = 24 work-items):
// from a `switch` case, from a `do`-`while` loop and from a regular `for` loop. A mid-level
// statement that uses an @exclusive variable sits between two innermost loops of the nest, and a
// later 3-D nest counts the surviving work-items with @atomic updates and writes their results.
// Group 3 returns entirely in the first loop (the early group exit).
extern "C" __global__ __launch_bounds__(24) void _occa_return3d_0(const int groups, const int *x, int *out, int *mid, int *count, int *sum) {
  {
    int g = 0 + blockIdx.x;
    bool _occa_returned = false;
    int v;
    int steps;
    {
      int z = 0 + threadIdx.z;
      if (!_occa_returned) {
        {
          int y = 0 + threadIdx.y;
          {
            int w = 0 + threadIdx.x;
            const int id = ((g * 2 + z) * 3 + y) * 4 + w;
            v = x[id];
            steps = 0;
            if (g == 3) {
              _occa_returned = true;
            }
            if (!_occa_returned) {
              switch (v % 5) {
                case 0:
                  _occa_returned = true;
                  break;
                case 1:
                  v += 10;
                  break;
                default:
                  break;
              }
              if (!_occa_returned) {
                do {
                  ++steps;
                  if (steps > 2 && v % 7 == 3) {
                    _occa_returned = true;
                    break;
                  }
                } while (steps < 4);
              }
            }
          }
          if (!_occa_returned) {
            atomicAdd(&mid[(g * 2 + z) * 3 + y], v > 0 ? 1 : 0);
            {
              int w = 0 + threadIdx.x;
              for (int k = 0; k < 3; ++k) {
                if (v + k == 20) {
                  _occa_returned = true;
                  break;
                }
              }
              if (!_occa_returned) {
                v = v * 2 + steps;
              }
            }
          }
        }
      }
    }
    {
      int z = 0 + threadIdx.z;
      if (!_occa_returned) {
        {
          int y = 0 + threadIdx.y;
          {
            int w = 0 + threadIdx.x;
            const int id = ((g * 2 + z) * 3 + y) * 4 + w;
            atomicAdd(&count[g], 1);
            atomicAdd(&sum[0], v);
            out[id] = v;
          }
        }
      }
    }
  }
}
