#include <occa/core/kernel.hpp>

// `sizeof` of `@shared` and `@exclusive` arrays and scalars, element counts computed with
// `sizeof(a) / sizeof(a[0])` as loop bounds inside `@inner`, `sizeof` without parentheses,
// and a copy of an `@exclusive` scalar. On a GPU each `@exclusive` is a per-thread
// local, so `sizeof` must give the size of one work-item's copy.
extern "C" void sizeofExclusive(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *out) {
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
      kernel(nb, out);
    }
  }
}
