#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// A `return` in a tiled 2-D @inner nest (`@tile(4, @inner, @inner)` over 14 elements: 16
// work-items, the last two outside the range) before a later tiled nest, in a kernel with
// @exclusive arrays: the later nest reads each work-item's own copies, and only for the
// work-items that did not return.
kernel void _occa_tileReturn_0(constant int &groups [[buffer(0)]], device const int *x [[buffer(1)]], device int *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int g = 0 + _occa_group_position.x;
    bool _occa_returned = false;
    int acc[3];
    int keep;
    {
      int _occa_tiled_t = 0 + (4 * _occa_thread_position.y);
      if (!_occa_returned) {
        {
          int t = _occa_tiled_t + _occa_thread_position.x;
          if (t < 14) {
            keep = x[g * 14 + t];
            for (int k = 0; k < 3; ++k) {
              acc[k] = keep * (k + 1);
            }
            for (int k = 0; k < 3; ++k) {
              if (acc[k] > 40) {
                _occa_returned = true;
                break;
              }
            }
          }
        }
      }
    }
    {
      int _occa_tiled_t = 0 + (4 * _occa_thread_position.y);
      if (!_occa_returned) {
        {
          int t = _occa_tiled_t + _occa_thread_position.x;
          if (t < 14) {
            out[g * 14 + t] = acc[0] + acc[1] + acc[2] + keep;
          }
        }
      }
    }
  }
}
