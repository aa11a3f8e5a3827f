#include <occa/core/kernel.hpp>

// Lambdas in `@inner` bodies that mix a default capture with named captures of `@exclusive`
// and `@shared` data: `[&, e]() mutable` (the copy of `e` changes, the work-item's own `e`
// does not), `[=, &e]` (writes `e`, reads an `@exclusive` array by copy), a lambda stored in a
// variable and called in a regular loop inside the `@inner` body, a generic lambda taking a
// `@shared` row by reference, and a lambda returning a reference to the work-item's `@exclusive`
// element. The values must persist into the next `@inner` loop per work-item.
int _occa_lambdaCaptures_stash(int (&rows)[2][4], int t, int *e, int (&hist)[3]) {
  rows[0][t] = *e;
  *e = -1;
  hist[0] = *e;
  return *e * 2;
}

int _occa_lambdaCaptures_bump(int k, int *e, int (&hist)[3]) {
  *e += hist[1] * k;
  return *e;
}

int &_occa_lambdaCaptures_slotOf(int (&hist)[3]) {
  return hist[0];
}

void _occa_lambdaCaptures_fill(int (&row)[4], int v, int t, int e) {
  row[t] = v + e;
}

extern "C" void lambdaCaptures(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = n - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, out);
    }
  }
}
