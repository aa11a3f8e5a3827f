#include <occa/core/kernel.hpp>

#include <cstddef>

// Top-level `@outer` loops inside a regular loop that skips iterations with `continue` and
// stops with `break` (each surviving pass launches one parallel loop on OpenMP), a `size_t`
// `@outer` iterator with a macro stride, and two `@outer` nests with different
// `@max_inner_dims` and runtime `@inner` extents sharing `@exclusive` names.
extern "C" void outerInRegular(occa::modeKernel_t **deviceKernels, const int &passes, const int &w, occa::modeMemory_t *acc, occa::modeMemory_t *last) {
  for (int p = 0; p < passes; ++p) {
    if (p % 3 == 1) {
      continue;
    }
    if (p == 8) {
      break;
    }
    {
      const long long _occa_outer_x = 4;
      const long long _occa_inner_x = 4;
      occa::dim outer, inner;
      outer.dims = 1;
      outer[0] = _occa_outer_x;
      inner.dims = 1;
      inner[0] = _occa_inner_x;
      if (_occa_outer_x > 0 && _occa_inner_x > 0) {
        occa::kernel kernel(deviceKernels[0]);
        kernel.setRunDims(outer, inner);
        kernel(passes, w, acc, last, p);
      }
    }
  }
  {
    const long long _occa_outer_x = 3;
    const long long _occa_inner_x = w - 0;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(passes, w, acc, last);
    }
  }
  {
    const long long _occa_outer_x = 2;
    const long long _occa_inner_x = w - 3 - 0;
    const long long _occa_inner_y = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(passes, w, acc, last);
    }
  }
}
