#include <metal_compute>
#include <metal_stdlib>
using namespace metal;


// std::min / std::max / std::clamp with explicit template arguments (`std::min<float>(x, 2)`
// mixes a float and an int, which deduction would reject), inside a @tile loop and a helper,
// next to the deduced forms; std::numeric_limits<float>::epsilon() in an expression.
template <typename T>
inline T band(T v, T lo, T hi) {
  return metal::max<T>(lo, metal::min<T>(v, hi));
}

kernel void _occa_clampMix_0(constant int &n [[buffer(0)]], device const float *x [[buffer(1)]], device const int *k [[buffer(2)]], device float *y [[buffer(3)]], device int *z [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + (8 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + _occa_thread_position.x;
      if (i < n) {
        const float a = metal::min<float>(x[i], 2) + metal::max<float>(k[i], 0.5);
        const float b = band<float>(x[i], -1.0f, 1.0f) + metal::max(x[i], 0.0f);
        const float c = metal::clamp<float>(x[i] * 3, -2, 2) * (1.0f + metal::numeric_limits<float>::epsilon());
        y[i] = a + b + c;
        z[i] = metal::max<int>(k[i], x[i]) + metal::min<long int>(k[i], 3);
      }
    }
  }
}
