#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Expression bounds: the iteration count of the outer loop is ((N - M - 1) - (M - 1) + 1) / 2.
kernel void _occa_exprBounds_0(constant int &N [[buffer(0)]], constant int &M [[buffer(1)]], device int *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int i = N - M - 1 - (2 * _occa_group_position.x);
    {
      int j = M + 1 + (1 * _occa_thread_position.x);
      out[i * N + j] += i - j;
    }
  }
}
