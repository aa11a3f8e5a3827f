#include <metal_compute>
#include <metal_stdlib>
using namespace metal;


// std::array as kernel locals and helper parameters: declared with `{}` and with a brace list,
// an array of arrays (`std::array<std::array<float, 2>, 3>`, its `>>` split), passed by const
// reference to a helper whose return type is a std::array, sized through `.size()` and
// `sizeof(std::array<float, 4>)`, and built in an expression (`std::array<int, 3>{...}`).
inline metal::array<float, 4> powers(float v) {
  metal::array<float, 4> p{};
  p[0] = 1.0f;
  for (size_t j = 1; j < p.size(); ++j) {
    p[j] = p[j - 1] * v;
  }
  return p;
}

inline float dot4(thread const metal::array<float, 4> &a, thread const metal::array<float, 4> &b) {
  float s = 0.0f;
  for (int j = 0; j < 4; ++j) {
    s += a[j] * b[j];
  }
  return s;
}

kernel void _occa_polyEval_0(constant int &n [[buffer(0)]], device const float *x [[buffer(1)]], device const float *coef [[buffer(2)]], device float *y [[buffer(3)]], device int *w [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + (16 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + _occa_thread_position.x;
      if (i < n) {
        metal::array<float, 4> c = {coef[0], coef[1], coef[2], coef[3]};
        const metal::array<float, 4> p = powers(x[i]);
        metal::array<metal::array<float, 2>, 3> m{};
        for (int r = 0; r < 3; ++r) {
          m[r][0] = r * x[i];
          m[r][1] = r + 1.0f;
        }
        y[i] = dot4(c, p) + m[2][0] * m[1][1];
        const int words = sizeof(metal::array<float, 4>) / sizeof(float);
        w[i] = words + metal::array<int, 3>{i, 2 * i, 3}[1] + static_cast<int>(c.size());
      }
    }
  }
}
