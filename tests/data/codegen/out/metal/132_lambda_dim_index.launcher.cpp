#include <occa/core/kernel.hpp>

// Lambdas returning values used as `@dim` indices, and a lambda whose body calls a `@dim`
// accessor on the left of an assignment and reads an `@exclusive` scalar.
int _occa_lambdaDimIndex_rotate(int k) {
  return (k + 1) % 4;
}

int _occa_lambdaDimIndex_row(const int nB, int b) {
  return nB - 1 - b;
}

void _occa_lambdaDimIndex_store(float v, float *y, int col, int b, const float *x, int t, const int nB) {
  y[col + 4 * b] = v + x[t + 4 * _occa_lambdaDimIndex_row(nB, b)];
}

extern "C" void lambdaDimIndex(occa::modeKernel_t **deviceKernels, const int &nB, occa::modeMemory_t *x, occa::modeMemory_t *y) {
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
      kernel(nB, x, y);
    }
  }
}
