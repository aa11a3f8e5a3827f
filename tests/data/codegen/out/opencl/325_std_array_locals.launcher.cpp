#include <occa/core/kernel.hpp>

#include <array>

// std::array as kernel locals and helper parameters: declared with `{}` and with a brace list,
// an array of arrays (`std::array<std::array<float, 2>, 3>`, its `>>` split), passed by const
// reference to a helper whose return type is a std::array, sized through `.size()` and
// `sizeof(std::array<float, 4>)`, and built in an expression (`std::array<int, 3>{...}`).
inline std::array<float, 4> powers(float v) {
  std::array<float, 4> p = {};
  p[0] = 1.0f;
  for (size_t j = 1; j < p.size(); ++j) {
    p[j] = p[j - 1] * v;
  }
  return p;
}

inline float dot4(const std::array<float, 4> a, const std::array<float, 4> b) {
  float s = 0.0f;
  for (int j = 0; j < 4; ++j) {
    s += a[j] * b[j];
  }
  return s;
}

extern "C" void polyEval(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *coef, occa::modeMemory_t *y, occa::modeMemory_t *w) {
  {
    const long long _occa_outer_x = (n - 0 + 16 - 1) / 16;
    const long long _occa_inner_x = 16;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, coef, y, w);
    }
  }
}
