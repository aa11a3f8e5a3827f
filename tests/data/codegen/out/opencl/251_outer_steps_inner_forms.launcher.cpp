#include <occa/core/kernel.hpp>

// Several `@outer` nests in one kernel: a decreasing `@outer` loop with step 2 down to 0
// (`b -= 2; b >= 0`), a 2-D nest whose outer loop counts down with `>` and the iterator on the
// right, `@inner` loops with `<=` bounds, steps, iterators on the right and bounds that are
// argument expressions with side-effect-free calls, and nests with different inner sizes
// sharing `@exclusive`-free state through `@shared` arrays.
inline int _occa_half(int x) {
  return x / 2;
}

extern "C" void outerStepsInnerForms(occa::modeKernel_t **deviceKernels, const int &n, const int &m, occa::modeMemory_t *a, occa::modeMemory_t *b2, occa::modeMemory_t *c) {
  {
    const long long _occa_outer_x = (1 + (2 * n - 1) - 0 + 2 - 1) / 2;
    const long long _occa_inner_x = 3;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, m, a, b2, c);
    }
  }
  {
    const long long _occa_outer_x = _occa_half(m) + 1 - 0;
    const long long _occa_outer_y = m - 0;
    const long long _occa_inner_x = 3;
    const long long _occa_inner_y = 12;
    occa::dim outer, inner;
    outer.dims = 2;
    outer[0] = _occa_outer_x;
    outer[1] = _occa_outer_y;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_outer_y > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(n, m, a, b2, c);
    }
  }
  {
    const long long _occa_outer_x = n - 0;
    const long long _occa_inner_x = (1 + (_occa_half(2 * n) - 1) - _occa_half(n) + 2 - 1) / 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(n, m, a, b2, c);
    }
  }
}
