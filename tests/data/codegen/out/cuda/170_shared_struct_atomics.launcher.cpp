#include <occa/core/kernel.hpp>

// `@atomic` updates of members of `@shared` structs: `+=` on an `int` member through an index,
// `+=` on a `float` member through a pointer (`p->total`), `|=` on a `long long` member, and a
// `@atomic` block updating two members; `@inner` loops of different extents.
struct Bin {
  int count;
  float total;
  long long mask;
  int hi;
};

extern "C" void sharedStructAtomics(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *keys, occa::modeMemory_t *counts, occa::modeMemory_t *totals, occa::modeMemory_t *masks) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 16;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, keys, counts, totals, masks);
    }
  }
}
