#include <occa/core/kernel.hpp>

// `@exclusive` state declared in an `@outer(2)` body and used by the groups of a nested
// `@outer(1)` loop and two sibling `@outer(0)` loops: a struct whose braced initializer reads
// the `@outer(2)` iterator and an array without an initializer. Each work-item
// (bz, by, bx, t) has its own copies on a GPU: they start from the initializer in every group
// and carry from the first `@outer(0)` loop to the second.
struct Acc {
  int s;
  int n;
};

extern "C" void exclusiveThreeNestedGroups(occa::modeKernel_t **deviceKernels, const int &nz, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = 3;
    const long long _occa_outer_y = 2;
    const long long _occa_outer_z = nz - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 3;
    outer[0] = _occa_outer_x;
    outer[1] = _occa_outer_y;
    outer[2] = _occa_outer_z;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_outer_y > 0 && _occa_outer_z > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nz, out);
    }
  }
}
