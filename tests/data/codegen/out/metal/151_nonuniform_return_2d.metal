#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Some work-items of a 2-D @inner nest return (the condition reads their own coordinates), and
// later @inner loops of the same @outer iteration write results for the others only: in the
// same row's body (after a statement of the outer @inner level that runs per work-item because
// it uses an @exclusive variable) and in a later 2-D nest. Group 2 returns entirely.
kernel void _occa_partialReturn_0(constant int &groups [[buffer(0)]], device int *out [[buffer(1)]], device int *mid [[buffer(2)]], device int *late [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    bool _occa_returned = false;
    int id;
    {
      int y = 0 + _occa_thread_position.y;
      if (!_occa_returned) {
        {
          int x = 0 + _occa_thread_position.x;
          id = (g * 4 + y) * 8 + x;
          if ((x + y) % 3 == 0 || g == 2) {
            _occa_returned = true;
          }
        }
        if (!_occa_returned) {
          mid[id] = 1;
          {
            int x = 0 + _occa_thread_position.x;
            out[id] = 10 * y + x;
          }
        }
      }
    }
    {
      int y = 0 + _occa_thread_position.y;
      if (!_occa_returned) {
        {
          int x = 0 + _occa_thread_position.x;
          late[(g * 4 + y) * 8 + x] = id + 1;
        }
      }
    }
  }
}
