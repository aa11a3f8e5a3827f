#include <occa/core/kernel.hpp>

// Control flow inside lambdas in an `@inner` body: `return` is the lambda's own (not the
// work-item's), `break` and `continue` belong to a loop inside the lambda, a generic `auto`
// parameter, a nested lambda that updates an `@exclusive` array, and an `@atomic` block.
int _occa_lambdaControl_firstNegative(int limit, const int *x, int b) {
  for (int i = 0; i < limit; ++i) {
    if (x[b * 4 + i] >= 0) {
      continue;
    }
    return i;
  }
  return -1;
}

void _occa_lambdaControl_tally_bump(int k, int (&hist)[3]) {
  hist[k] += 1;
}

void _occa_lambdaControl_tally(int v, int (&hist)[3], int *count) {
  if (v < 0) {
    _occa_lambdaControl_tally_bump(0, hist);
    return;
  }
  _occa_lambdaControl_tally_bump(v % 2 + 1, hist);
  count[0] += 1;
}

extern "C" void lambdaControl(occa::modeKernel_t **deviceKernels, const int &nB, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *count) {
  {
    const long long _occa_outer_x = nB - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nB, x, y, count);
    }
  }
}
