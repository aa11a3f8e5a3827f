#include <occa/core/kernel.hpp>

// Names that hide an `@exclusive` variable: a lambda parameter, an init-capture whose
// initialiser reads the `@exclusive` value of the same name, a range-`for` variable over an
// `@exclusive` array, an `if` initialiser, a struct member read through a member function and
// a brace-initialised struct holding the `@exclusive` value; an `@exclusive` `double` used
// in a functional cast `double(t)`. (`decltype` is OKL0350 in oklc.)
struct Cell {
  int e;
};

int Cell__get(const Cell *this_) {
  return this_->e * 3;
}

int _occa_exclusiveNamesHidden_twice(int e) {
  return e * 2;
}

int _occa_exclusiveNamesHidden_inc(int _occa_exclusiveNamesHidden_inc_e) {
  return _occa_exclusiveNamesHidden_inc_e * 10;
}

extern "C" void exclusiveNamesHidden(occa::modeKernel_t **deviceKernels, const int &nB, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = nB - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nB, out);
    }
  }
}
