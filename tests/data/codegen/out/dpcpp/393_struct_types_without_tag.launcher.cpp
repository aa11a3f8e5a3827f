#include <occa/core/kernel.hpp>

// Struct types named without `struct`, as C++ allows: locals, arrays, parameters by value and
// by pointer, a return type, `sizeof` and a `@shared` array of them. OpenCL C needs the tag (or a
// typedef) at every use.
struct Cell {
  float v;
  int n;
};

struct Acc {
  float s;
  int count;
};

Cell makeCell(float v, int n) {
  Cell c;
  c.v = v;
  c.n = n;
  return c;
}

float weigh(Cell c, float w) {
  return c.v * w + c.n;
}

void accumulate(Acc *a, Cell c) {
  a->s += weigh(c, 2.0f);
  a->count += 1;
}

extern "C" void structTypesWithoutTag(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *in, occa::modeMemory_t *out) {
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
      kernel(nb, in, out);
    }
  }
}
