#include <occa/core/kernel.hpp>

// @tile loops whose tiles reach past the iterator type's range: unsigned loops down to 0 (an
// `unsigned char` iterator, which C++ promotes to `int` in the arithmetic; nested tiles, whose
// hoisted block loop is a plain loop on OpenMP too), an unsigned loop up to UINT_MAX, signed
// loops down to INT_MIN and up to INT_MAX, and a signed decreasing `-= 2` tile with `>`.
extern "C" void tileRangeLimits(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *a, occa::modeMemory_t *b, occa::modeMemory_t *c, occa::modeMemory_t *d, occa::modeMemory_t *e, occa::modeMemory_t *f) {
  {
    const long long _occa_outer_x = (n - 0 + 4 - 1) / 4;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, a, b, c, d, e, f);
    }
  }
  {
    const long long _occa_outer_x = (unsigned int)n >= 1u ? (1 + n - 1u + 4 - 1) / 4 : 0;
    const long long _occa_outer_y = 2;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 2;
    occa::dim outer, inner;
    outer.dims = 2;
    outer[0] = _occa_outer_x;
    outer[1] = _occa_outer_y;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_outer_y > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(n, a, b, c, d, e, f);
    }
  }
  {
    const long long _occa_outer_x = 2;
    const long long _occa_inner_x = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(n, a, b, c, d, e, f);
    }
  }
  {
    const long long _occa_outer_x = 2;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[3]);
      kernel.setRunDims(outer, inner);
      kernel(n, a, b, c, d, e, f);
    }
  }
  {
    const long long _occa_outer_x = 2;
    const long long _occa_inner_x = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[4]);
      kernel.setRunDims(outer, inner);
      kernel(n, a, b, c, d, e, f);
    }
  }
  {
    const long long _occa_outer_x = (n - 1 - -3 + 3 * 2 - 1) / (3 * 2);
    const long long _occa_inner_x = 3;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[5]);
      kernel.setRunDims(outer, inner);
      kernel(n, a, b, c, d, e, f);
    }
  }
}
