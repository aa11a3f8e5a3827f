#include <occa/core/kernel.hpp>

// nekRS-style block kernel: several `@outer` nests in one kernel, each with its own `@shared`
// array of the same name, per-work-group state (plain locals of the `@outer` body) computed and
// updated between `@inner` loops, explicit `@barrier` inside an `if` and in a regular loop of
// the `@outer` body, and a tree reduction whose `@inner` loops sit in a `for` with `/=` update.
extern "C" void workgroupState(occa::modeKernel_t **deviceKernels, const int &N, occa::modeMemory_t *x, occa::modeMemory_t *partial, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = (N + 8 - 1) / 8 - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, x, partial, y);
    }
  }
  {
    const long long _occa_outer_x = (N + 8 - 1) / 8 - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(N, x, partial, y);
    }
  }
}
