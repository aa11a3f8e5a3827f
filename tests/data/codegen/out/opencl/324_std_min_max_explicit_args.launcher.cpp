#include <occa/core/kernel.hpp>

#include <algorithm>
#include <limits>

// std::min / std::max / std::clamp with explicit template arguments (`std::min<float>(x, 2)`
// mixes a float and an int, which deduction would reject), inside a @tile loop and a helper,
// next to the deduced forms; std::numeric_limits<float>::epsilon() in an expression.
inline float _occa_band_float(float v, float lo, float hi) {
  return std::max((float)lo, (float)std::min((float)v, (float)hi));
}

extern "C" void clampMix(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *k, occa::modeMemory_t *y, occa::modeMemory_t *z) {
  {
    const long long _occa_outer_x = (n - 0 + 8 - 1) / 8;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, k, y, z);
    }
  }
}
