#include <occa/core/kernel.hpp>

// A 2-D grid (`@outer(1)` over rows of blocks, `@outer(0)` over columns) with a 2-D work-group
// (`@inner(1)` 3 x `@inner(0)` 4). `@exclusive` state lives through four barrier-separated
// sections: written only on some work-items in an `if` of section 1 (the others keep the
// initializer), an array of structs filled by a regular loop, read back in later sections in
// a different order; a second `@exclusive` is declared inside an `if` of the `@outer` body
// and used only in the `@inner` loops of that `if`. A `@shared` tile carries values between
// work-items.
struct Acc {
  int sum;
  int hist[2];
};

extern "C" void exclusiveGrid(occa::modeKernel_t **deviceKernels, const int &nby, const int &nbx, occa::modeMemory_t *x, occa::modeMemory_t *out, occa::modeMemory_t *extra) {
  {
    const long long _occa_outer_x = nbx - 0;
    const long long _occa_outer_y = nby - 0;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 3;
    occa::dim outer, inner;
    outer.dims = 2;
    outer[0] = _occa_outer_x;
    outer[1] = _occa_outer_y;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_outer_y > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nby, nbx, x, out, extra);
    }
  }
}
