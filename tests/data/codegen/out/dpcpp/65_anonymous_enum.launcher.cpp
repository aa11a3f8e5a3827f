#include <occa/core/kernel.hpp>

// Enumerators of an anonymous `enum` used as @inner bounds and in expressions,
// next to a named enum and a typedef'd anonymous enum.
enum {
  TILE = 8,
  HALF = TILE / 2
};

enum Mode {
  ADD = 1,
  SUB = 2
};

typedef enum {
  LOW,
  HIGH
} level_t;

extern "C" void anonymousEnum(occa::modeKernel_t **deviceKernels, const int &nB, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = nB - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nB, x, y);
    }
  }
}
