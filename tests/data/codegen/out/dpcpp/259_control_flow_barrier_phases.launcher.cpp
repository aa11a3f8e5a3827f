#include <occa/core/kernel.hpp>

// Control flow inside `@inner` bodies between barrier-separated phases of a regular loop: a
// `do`/`while` with `continue` (which jumps to the condition), a `switch` with fallthrough
// and a `default` in the middle, a backward `goto` loop and a forward `goto` past a block, a
// `continue` in a regular `for` inside the body; `@barrier` after each phase and `@barrier`
// inside an `if` on the regular loop's counter. `@shared` ping-pong buffers and an `@exclusive`
// carry connect the phases.
extern "C" void controlPhases(occa::modeKernel_t **deviceKernels, const int &n, const int &rounds, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = n - 0;
    const long long _occa_inner_x = 6;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, rounds, out);
    }
  }
}
