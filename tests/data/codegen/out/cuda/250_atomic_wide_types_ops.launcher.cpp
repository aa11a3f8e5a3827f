#include <occa/core/kernel.hpp>

// `@atomic` on `double`, `long long`, `unsigned long long` and `unsigned char` targets with
// every commuting operator (`++`, `--`, `+=`, `-=`, `*=`, `|=`, `^=`, `&=`, `<<=` by equal
// amounts), a min/max written as an `@atomic` block with `if`, and an `@atomic` block that
// updates two locations together. Values keep every order's result exact.
extern "C" void atomicWide(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *d, occa::modeMemory_t *l, occa::modeMemory_t *u, occa::modeMemory_t *c, occa::modeMemory_t *mm) {
  {
    const long long _occa_outer_x = (n - 0 + 16 - 1) / 16;
    const long long _occa_inner_x = 16;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, d, l, u, c, mm);
    }
  }
}
