#include <occa/core/kernel.hpp>

// `@barrier` under uniform control flow between `@inner` loops: inside an `if` on a kernel
// argument, in both branches of an `if`/`else` on the `@outer` iterator, in a regular loop whose
// uniform `continue` skips a phase and whose `break` ends it, and after a `while` loop; the
// `@inner` bodies hold regular loops with their own `continue`/`break` (not uniform), and a
// `@shared` ping-pong buffer carries values between phases.
extern "C" void barrierControl(occa::modeKernel_t **deviceKernels, const int &nb, const int &rounds, const int &skip, occa::modeMemory_t *x, occa::modeMemory_t *out) {
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
      kernel(nb, rounds, skip, x, out);
    }
  }
}
