#include <occa/core/kernel.hpp>

// Aliases into `@shared` memory inside `@inner` bodies: a reference to a row
// (`float (&row)[NC] = s[j];`), a `const` row reference, a pointer walking a column with a
// comma increment, and a pointer to the first row used as a flat array.
extern "C" void sharedRowRefs(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *in, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 6;
    const long long _occa_inner_y = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, in, out);
    }
  }
}
