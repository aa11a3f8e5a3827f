#include <occa/core/kernel.hpp>

// Non-type template parameters of several kinds in one instantiated kernel: an `int` given as
// an expression over a constexpr global, a `bool`, a negative `int`, and defaulted `unsigned`
// and `unsigned long` parameters (one computed from an earlier one). They size @shared and
// @exclusive arrays, bound loops, pick a branch, feed @tile, a helper template's argument and a
// lambda.
const int TILE = 4;

float _occa_scaled_m3(float v) {
  return v * -3;
}

double _occa_valueParams_8_double_true_neg3_2_4_mirror(int k, double s[8]) {
  return s[8 - 1 - k];
}

extern "C" void valueParams_8_double_true_neg3_2_4(occa::modeKernel_t **deviceKernels, const int &nB, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = nB - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nB, x, y);
    }
  }
  {
    const long long _occa_outer_x = (nB * 8 - 0 + 8 - 1) / 8;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(nB, x, y);
    }
  }
}
