#include <occa/core/kernel.hpp>

// `@shared` arrays of structs with array members, declared inside a nested block and inside
// an `if` of the `@outer` body, an `@exclusive` array of a typedef'd struct type declared in
// the same block, and a 3-D `@shared` array indexed with computed subscripts.
typedef struct {
  float v[2];
  int tag;
} cell_t;

extern "C" void sharedStructsBlocks(occa::modeKernel_t **deviceKernels, const int &nb, const int &flag, occa::modeMemory_t *x, occa::modeMemory_t *y) {
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
      kernel(nb, flag, x, y);
    }
  }
}
