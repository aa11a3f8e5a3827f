#include <occa/core/kernel.hpp>

// A `mutable` lambda with init-captures (`[k = 0, step = 2 * t + 1]`) keeps its own state
// across calls; an init-capture shadows a kernel variable of the same name, and a by-reference
// init-capture names an `@exclusive` scalar.
int _occa_lambdaMutable_next(int *_occa_lambdaMutable_next_k, int _occa_lambdaMutable_next_step) {
  *_occa_lambdaMutable_next_k += _occa_lambdaMutable_next_step;
  return *_occa_lambdaMutable_next_k;
}

void _occa_lambdaMutable_add(int v, int *s, int b) {
  *s += v + b;
}

extern "C" void lambdaMutable(occa::modeKernel_t **deviceKernels, const int &nB, occa::modeMemory_t *y) {
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
      kernel(nB, y);
    }
  }
}
