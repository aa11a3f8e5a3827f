#include <occa/core/kernel.hpp>

// Control flow a C author writes without thinking twice: a `switch` on the polynomial order
// whose cases fall through to add lower-order terms (Horner by hand, `[[fallthrough]]` and a
// bare fall-through into `default`), a `switch` inside a regular loop inside the `@inner`
// body with `continue` and `break`, and helpers using `goto` for a search loop with an early
// exit and for a shared clean-up label; the results of both go through an `@exclusive`.
static int findFirstAbove(const int *row, int len, int limit) {
  int k = 0;
again:
  if (k >= len) {
    goto notFound;
  }
  if (row[k] > limit) {
    goto found;
  }
  ++k;
  goto again;
found:
  return k;
notFound:
  return -1;
}

static int clampSum(int a, int b, int hi) {
  int s = a + b;
  if (s <= hi) {
    goto done;
  }
  s = hi;
done:
  return s;
}

extern "C" void switchFallthroughGotoHelper(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *order, occa::modeMemory_t *data, occa::modeMemory_t *poly, occa::modeMemory_t *found) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, order, data, poly, found);
    }
  }
}
