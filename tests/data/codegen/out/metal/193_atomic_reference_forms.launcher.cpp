#include <occa/core/kernel.hpp>

// `@atomic` targets reached through calls that return references: a member function, a
// function template, a field of a returned struct reference and a dereferenced returned pointer.
struct Hist {
  int *bins;
  int &at(int i) const {
    return bins[i];
  }
};

struct Cell {
  int n;
  float w;
};

template <typename T>
T &elem(T *a, int i) {
  return a[i];
}

Cell &cellOf(Cell *c, int i) {
  return c[i];
}

int *ptrOf(int *a, int i) {
  return a + i;
}

extern "C" void atomicRefForms(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *bins, occa::modeMemory_t *cells, occa::modeMemory_t *w, occa::modeMemory_t *last) {
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
      kernel(nb, bins, cells, w, last);
    }
  }
}
