#include <occa/core/kernel.hpp>

// A kernel parameter written in one `@inner` loop and read in the next ones of the same
// `@outer` iteration: each GPU work-item keeps its own copy from loop to loop, also when the
// write is in a non-innermost `@inner` body (`acc += 100 * ty`, run by every work-item below)
// and when a regular loop runs an `@inner` loop several times. Each work-group starts again
// from the argument.
extern "C" void paramCarry(occa::modeKernel_t **deviceKernels, const int &n, int &acc, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = n - 0;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, acc, y);
    }
  }
}
