#include <occa/core/kernel.hpp>

// Atomic updates the way macro-heavy code bases write them: `[[okl_atomic("")]]` statements
// built by function-like macros, `x = x op e` and `x = e op x` forms, updates through a
// reference to an element and through a helper taking a pointer, on int, double and
// unsigned long long data.
static inline void bump(int *c, const int by) {
  *c += by;
}

extern "C" void accumulate(occa::modeKernel_t **deviceKernels, const int &N, occa::modeMemory_t *x, occa::modeMemory_t *cnt, occa::modeMemory_t *dsum, occa::modeMemory_t *usum, occa::modeMemory_t *mx) {
  {
    const long long _occa_outer_x = (N + 16 - 1) / 16 - 0;
    const long long _occa_inner_x = 16;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, x, cnt, dsum, usum, mx);
    }
  }
}
