#include <occa/core/kernel.hpp>

// Non-uniform `return`s in the innermost body of a 3-D @inner nest (2 x 3 x 4 = 24 work-items):
// from a `switch` case, from a `do`-`while` loop and from a regular `for` loop. A mid-level
// statement that uses an @exclusive variable sits between two innermost loops of the nest, and a
// later 3-D nest counts the surviving work-items with @atomic updates and writes their results.
// Group 3 returns entirely in the first loop (the early group exit).
extern "C" void return3d(occa::modeKernel_t **deviceKernels, const int &groups, occa::modeMemory_t *x, occa::modeMemory_t *out, occa::modeMemory_t *mid, occa::modeMemory_t *count, occa::modeMemory_t *sum) {
  {
    const long long _occa_outer_x = groups - 0;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 3;
    const long long _occa_inner_z = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 3;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    inner[2] = _occa_inner_z;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0 && _occa_inner_z > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(groups, x, out, mid, count, sum);
    }
  }
}
