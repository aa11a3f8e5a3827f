#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `static_assert` in a kernel body and in an @inner body, also naming a template parameter:
// passed to the C++ compiler as at file scope (it was rejected as "a type declaration").
constexpr constant int TILE = 8;

kernel void _occa_fillScaled_float_0(constant int &n [[buffer(0)]], device const float *x [[buffer(1)]], device float *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + (TILE * _occa_group_position.x);
    {
      int i = _occa_tiled_i + _occa_thread_position.x;
      if (i < n) {
        static_assert(TILE % 4 == 0, "TILE must be a multiple of 4");
        y[i] = float(2) * x[i];
      }
    }
  }
}
