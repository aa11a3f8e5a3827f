#include <occa/core/kernel.hpp>

// `sizeof` where a transpiler that changes how state is stored changes the answer: a padded
// struct (`double` + `char`), a struct of two `short`s and an `int`, `@exclusive` struct
// scalars and struct arrays in a 2-D work-group (one work-item's copy, not the group's),
// `@shared` arrays of structs and their rows, `sizeof` of an expression on `@exclusive`
// members, element counts `sizeof(a) / sizeof(a[0])` as regular loop bounds, and `sizeof` of
// `@exclusive` data outside `@inner` bodies, where it is not evaluated: in the extents of
// another `@exclusive` and of a `@shared` array, and in an `@inner` loop's bound.
typedef struct {
  double w;
  char tag;
} Weighted;

struct Packed {
  short a;
  short b;
  int c;
};

extern "C" void sizeofStateStructs(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *sz, occa::modeMemory_t *val) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 3;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, sz, val);
    }
  }
}
