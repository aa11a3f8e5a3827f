#include <occa/core/kernel.hpp>

// `@directive("#...")` (spec §10.4) injects a preprocessor line where it stands: a `#define`
// made this way is a macro for the rest of the file (libCEED's OCCA backend defines its
// function-name macros like this, inside C++ string sources where `#` lines cannot be
// written), and an injected `#pragma` is macro-expanded like a written one.
inline int tensor_weight_q8(int i) {
  return 2 * i + 1;
}

extern "C" void directiveDefine(occa::modeKernel_t **deviceKernels, const int &nB, occa::modeMemory_t *x, occa::modeMemory_t *y) {
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
}
