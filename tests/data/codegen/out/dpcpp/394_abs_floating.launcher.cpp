#include <occa/core/kernel.hpp>

#include <math.h>

// `abs` of `float` and `double` values (C++'s overloads, which <math.h> brings to the global
// namespace) next to `abs` of an `int`: OpenCL C's `abs` takes integers only, so the floating
// ones print as `fabs`.
extern "C" void absFloating(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *k, occa::modeMemory_t *f, occa::modeMemory_t *d, occa::modeMemory_t *m) {
  {
    const long long _occa_outer_x = (n - 0 + 8 - 1) / 8;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, y, k, f, d, m);
    }
  }
}
