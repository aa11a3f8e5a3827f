#include <occa/core/kernel.hpp>

// `@shared` arrays of structs and of `@dim` typedefs declared in nested blocks, inside an `if`
// on the `@outer` iterator and inside a regular loop of the `@outer` body; a `@dim` typedef with
// `@dimOrder` used for a `@shared` tile and for a kernel parameter; a struct array read through
// a reference to an element and a member function.
typedef float tile_t[24];

typedef const float *grid_t;

struct Cell {
  float v;
  int tag;
};

float Cell__scaled(const Cell *this_, float s) {
  return this_->v * s + this_->tag;
}

extern "C" void sharedDimTypedefs(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *g, occa::modeMemory_t *out, occa::modeMemory_t *tags) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, g, out, tags);
    }
  }
}
