#include <occa/core/kernel.hpp>

// Names that shadow `@exclusive` variables: a block-local `acc` inside the `@inner` body, a
// regular-loop iterator named like an `@exclusive` scalar, a helper whose parameter has the
// same name, a struct member of that name, and a second `@outer` nest whose plain local
// reuses the name. Only the `@exclusive` declarations' own uses are per-work-item copies.
struct Acc {
  int acc;
  int k;
};

static int twice(int acc) {
  return 2 * acc;
}

extern "C" void exclusiveShadowing(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *x, occa::modeMemory_t *out) {
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
      kernel(nb, x, out);
    }
  }
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(nb, x, out);
    }
  }
}
