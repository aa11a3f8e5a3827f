#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// 2-D tiles in the C++ spelling with explicit axes, check=false on an exact extent and the
// default check on a ragged one, the tile size from a `-D` name inside the string: a scaled
// transpose of an M x N matrix.
kernel void _occa_transposeScale_0(constant int &M [[buffer(0)]], constant int &N [[buffer(1)]], constant float &alpha [[buffer(2)]], device const float *A [[buffer(3)]], device float *AT [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_r = 0 + (4 * _occa_group_position.y);
    {
      int _occa_tiled_c = 0 + (8 * _occa_group_position.x);
      {
        int r = _occa_tiled_r + _occa_thread_position.y;
        {
          int c = _occa_tiled_c + _occa_thread_position.x;
          if (c < N) {
            AT[c * M + r] = alpha * A[r * N + c];
          }
        }
      }
    }
  }
}
