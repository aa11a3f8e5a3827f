#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Non-uniform `return`s in the innermost body of a 3-D @inner nest (2 x 3 x 4 = 24 work-items):
// from a `switch` case, from a `do`-`while` loop and from a regular `for` loop. A mid-level
// statement that uses an @exclusive variable sits between two innermost loops of the nest, and a
// later 3-D nest counts the surviving work-items with @atomic updates and writes their results.
// Group 3 returns entirely in the first loop (the early group exit).
kernel void _occa_return3d_0(constant int &groups [[buffer(0)]], device const int *x [[buffer(1)]], device int *out [[buffer(2)]], device int *mid [[buffer(3)]], device int *count [[buffer(4)]], device int *sum [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    bool _occa_returned = false;
    int v;
    int steps;
    {
      int z = 0 + _occa_thread_position.z;
      if (!_occa_returned) {
        {
          int y = 0 + _occa_thread_position.y;
          {
            int w = 0 + _occa_thread_position.x;
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
            atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&mid[(g * 2 + z) * 3 + y]), (int) (v > 0 ? 1 : 0), memory_order_relaxed);
            {
              int w = 0 + _occa_thread_position.x;
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
      int z = 0 + _occa_thread_position.z;
      if (!_occa_returned) {
        {
          int y = 0 + _occa_thread_position.y;
          {
            int w = 0 + _occa_thread_position.x;
            const int id = ((g * 2 + z) * 3 + y) * 4 + w;
            atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&count[g]), (int) (1), memory_order_relaxed);
            atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&sum[0]), (int) (v), memory_order_relaxed);
            out[id] = v;
          }
        }
      }
    }
  }
}
