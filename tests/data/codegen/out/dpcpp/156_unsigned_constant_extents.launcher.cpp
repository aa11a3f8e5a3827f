#include <occa/core/kernel.hpp>

// Unsigned arithmetic in `@shared`/`@exclusive` extents and `@inner` bounds wraps as in C++:
// `0u - 1` is 4294967295 (so `(0u - 1) / 0x20000000u` is 7), `(0u - 2) % 16u` is 14 and
// `0u - 1 > 0x7FFFFFFFu` is true.
extern "C" void unsignedExtents(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 14;
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
