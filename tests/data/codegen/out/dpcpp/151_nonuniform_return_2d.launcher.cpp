#include <occa/core/kernel.hpp>

// Some work-items of a 2-D @inner nest return (the condition reads their own coordinates), and
// later @inner loops of the same @outer iteration write results for the others only: in the
// same row's body (after a statement of the outer @inner level that runs per work-item because
// it uses an @exclusive variable) and in a later 2-D nest. Group 2 returns entirely.
extern "C" void partialReturn(occa::modeKernel_t **deviceKernels, const int &groups, occa::modeMemory_t *out, occa::modeMemory_t *mid, occa::modeMemory_t *late) {
  {
    const long long _occa_outer_x = groups - 0;
    const long long _occa_inner_x = 8;
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
      kernel(groups, out, mid, late);
    }
  }
}
