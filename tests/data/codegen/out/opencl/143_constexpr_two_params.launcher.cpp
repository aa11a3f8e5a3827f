#include <occa/core/kernel.hpp>

// `constexpr` functions of two parameters (one calling the other, one recursive) and elements
// of an unsized `constexpr` array in a `@shared` extent and in `@inner` bounds that size
// `@exclusive` storage.
int span2(int a, int b) {
  return a * b + (a > b ? a - b : b - a);
}

int pw(int base, int e) {
  return e == 0 ? 1 : base * pw(base, e - 1);
}

const int widths[] = {3, 2, 5};

typedef long ilong;

extern "C" void constexprTwoParams(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 7;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, out);
    }
  }
}
