#include <occa/core/kernel.hpp>

// @exclusive forms: two declarators with one initializer, a 2-D array, a struct, a pointer,
// address-of passed to a helper, sizeof, and a block-local variable shadowing an @exclusive name.
struct acc_t {
  int a;
  float b[2];
};

void addTo(int *p, int v) {
  *p += v;
}

extern "C" void exclusiveForms(occa::modeKernel_t **deviceKernels, const int &nB, occa::modeMemory_t *x, occa::modeMemory_t *y) {
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
