#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Blocked transpose with explicit loop axes.
kernel void _occa_transpose2d_0(constant int &rows [[buffer(0)]], constant int &cols [[buffer(1)]], device const float *in [[buffer(2)]], device float *out [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int by = 0 + _occa_group_position.y;
    {
      int bx = 0 + _occa_group_position.x;
      {
        int ty = 0 + _occa_thread_position.y;
        {
          int tx = 0 + _occa_thread_position.x;
          const int r = by * 8 + ty;
          const int c = bx * 8 + tx;
          if (r < rows && c < cols) {
            out[c * rows + r] = in[r * cols + c];
          }
        }
      }
    }
  }
}
