#include <occa/core/kernel.hpp>

// A kernel parameter whose address is passed to a helper's `const int *` parameter inside an
// `@inner` loop is only read there: on a GPU every work-item's copy keeps the argument, so the
// regular loop around the next `@inner` loop runs `n` times in every group. oklc counts every
// `&n` as a write (`writes.rs`), gives `n` a per-work-item copy, and then rejects the use of `n`
// in the regular loop's bound with OKL0548 ("used outside the `@inner` loops after an `@inner`
// loop wrote it"), a false error: the helper cannot write through a pointer to `const`.
int peek(const int *p) {
  return *p;
}

extern "C" void addressForConstPointer(occa::modeKernel_t **deviceKernels, int &n, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = 2;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, y);
    }
  }
}
