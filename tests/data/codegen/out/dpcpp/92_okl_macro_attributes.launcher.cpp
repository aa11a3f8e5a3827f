#include <occa/core/kernel.hpp>

// Attributes carried by macros the way nekRS and libParanumal headers write them: the
// built-in `OKL("...")` macro (spec §10.4; a `;` right after it is swallowed, so `OUTER;`
// attaches to the next `for`), strings built by stringification and literal concatenation,
// and `#pragma occa attributes` lines.
extern "C" void oklMacroAttributes(occa::modeKernel_t **deviceKernels, const int &nE, occa::modeMemory_t *q, occa::modeMemory_t *r, occa::modeMemory_t *sum) {
  {
    const long long _occa_outer_x = nE - 0;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nE, q, r, sum);
    }
  }
  {
    const long long _occa_outer_x = (nE * 4 - 0 + 2 - 1) / 2;
    const long long _occa_inner_x = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(nE, q, r, sum);
    }
  }
}
