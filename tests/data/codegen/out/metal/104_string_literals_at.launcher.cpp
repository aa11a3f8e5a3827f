#include <occa/core/kernel.hpp>

// String and character literals that contain OKL attribute spellings, comments with
// attributes, and C++14 literal forms (digit separators, binary, hex floats, suffixes,
// alternative tokens) inside `@inner` bodies. None of the text in a literal is OKL.
static int countAt(const char *s) {
  int n = 0;
  for (; *s; ++s) {
    n += *s == '@';
  }
  // counts '@' characters
  return n;
}

extern "C" void literalsWithAt(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = n - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, out);
    }
  }
}
