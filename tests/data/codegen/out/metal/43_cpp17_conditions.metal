#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// C++17 conditions: `if (init; cond)`, `switch (init; cond)` and `if constexpr`, whose
// discarded branch (`v.x` on an `int`) only compiles if the keyword survives.
struct pair2 {
  float x;
  float y;
};

template <typename T>
float weight(T v) {
  if constexpr (sizeof(T) == sizeof(pair2)) {
    return v.x + v.y;
  } else {
    return (float)v;
  }
}

kernel void _occa_cpp17Conditions_int_0(constant int &n [[buffer(0)]], device const int *in [[buffer(1)]], device float *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + (32 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + _occa_thread_position.x;
      if (i < n) {
        {
          const int r = i % 3;
          if (r == 0) {
            out[i] = weight(in[i]);
          } else {
            {
              int k = r * 10;
              switch (k) {
                case 10:
                  out[i] = -weight(in[i]);
                  break;
                default:
                  out[i] = (float)k;
              }
            }
          }
        }
      }
    }
  }
}
