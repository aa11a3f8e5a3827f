#include <occa/core/kernel.hpp>

// `@inner` loops inside the cases of a `switch` in an `@outer` body (the mode is a kernel
// argument and the outer iterator), with a case that falls through into the next one, a
// `@shared` buffer and an `@exclusive` value that must survive into the loop after the
// `switch`; plus an `@inner` loop inside `while` with an early `break` of the `while`.
extern "C" void innerInSwitch(occa::modeKernel_t **deviceKernels, const int &nb, const int &mode, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, mode, x, y);
    }
  }
}
