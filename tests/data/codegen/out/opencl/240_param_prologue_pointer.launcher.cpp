#include <occa/core/kernel.hpp>

// Kernel parameters written outside `@inner` loops: in the host prologue (before every
// `@outer` loop: `shift += 1`, `x += 2`, which every GPU work-item would do alike, so the loops
// start from the new values), in an `@outer` body outside its `@inner` loop (`base += b`, done
// once per work-group, each group starting from the argument), and again inside `@inner`
// (`shift *= 2`, `x += t`, per work-item). Serial and OpenMP must not let one group's or one
// work-item's writes reach the next.
extern "C" void paramPrologue(occa::modeKernel_t **deviceKernels, const int &n, int &shift, int &base, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  long long _occa_x_offset = 0;
  shift += 1;
  _occa_x_offset += 2;
  {
    const long long _occa_outer_x = n - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, shift, base, x, y, _occa_x_offset);
    }
  }
}
