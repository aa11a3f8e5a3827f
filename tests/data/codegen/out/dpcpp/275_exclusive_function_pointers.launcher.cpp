#include <occa/core/kernel.hpp>

// Function pointers as per-work-item state: an `@exclusive` pointer to function declared with
// the declarator syntax (`int (*op)(int)`, the storage dimension goes inside the parentheses on
// host targets), one through a typedef, an `@exclusive` array of two function pointers, chosen
// by `?:` in one `@inner` loop and called in the next; a local array of function pointers and a
// helper taking a function pointer parameter.
static int inc(int v) {
  return v + 1;
}

static int dbl(int v) {
  return v * 2;
}

static int neg(int v) {
  return -v;
}

typedef int (*op_t)(int);

static int applyTwice(int (*f)(int), int v) {
  return f(f(v));
}

extern "C" void exclusiveFunctionPointers(occa::modeKernel_t **deviceKernels, const int &nB, occa::modeMemory_t *x, occa::modeMemory_t *out) {
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
      kernel(nB, x, out);
    }
  }
}
