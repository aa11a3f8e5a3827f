#include <occa/core/kernel.hpp>

// `@exclusive` structs and arrays of structs (member access, whole-struct copies, a struct
// with an array member, a reference to an element taken inside `@inner`), and a `@shared`
// array of structs read back reversed.
struct Acc {
  float sum;
  int count;
  float hist[2];
};

struct Cell {
  float v;
  int k;
};

extern "C" void exclusiveStructs(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *x, occa::modeMemory_t *out, occa::modeMemory_t *cnt) {
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
      kernel(nb, x, out, cnt);
    }
  }
}
