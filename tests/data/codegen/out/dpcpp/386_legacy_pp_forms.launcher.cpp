#include <occa/core/kernel.hpp>

// Preprocessor and syntax forms legacy OCCA accepts and kernels written for it use: a macro
// body with a stray backslash before the continuation (`x = 1;  \  \`, dropped), a backslash
// followed by blanks before the newline (a line continuation), `=` in `#if` (legacy's
// assignment: `#if USE_FAST=1` is true whatever USE_FAST is), `##` forming a pp-number
// (`0x` `1f`), `#` on a pp-number that is no literal (`1.2.3`), and `;` inside parentheses
// (dropped: `((a + b); +(c + d))` is `((a + b) + (c + d))`).
extern "C" void legacyPpForms(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *a, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, a, out);
    }
  }
}
