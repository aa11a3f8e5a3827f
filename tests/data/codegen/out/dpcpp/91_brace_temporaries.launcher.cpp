#include <occa/core/kernel.hpp>

// C++11 list-initialised temporaries `T{...}` (explicit type conversion with a braced
// initializer list): returned from a helper, used as a member access operand, nested, and
// `int{v}`. They must be printed as written, with one pair of braces.
struct Pair {
  float lo;
  float hi;
};

struct Box {
  Pair p;
  int n;
};

inline Pair makePair(float a, float b) {
  return Pair{a, b};
}

extern "C" void braceTemporaries(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = (n - 0 + 4 - 1) / 4;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, y);
    }
  }
}
