#include <occa/core/kernel.hpp>

// `@dim`/`@dimOrder` arrays used in compound expressions: `+=` and `*=` on a `@dim` call,
// `++`/`--` on one, its address, nested calls as indices, calls inside `?:` and as helper
// arguments, a `@dim` typedef'd pointer with a macro extent, and argument expressions with
// commas inside parentheses.
typedef float *mat_t;

static inline int clampi(int a, int lo, int hi) {
  return a < lo ? lo : a > hi ? hi : a;
}

static inline void bump(float *v, float by) {
  *v += by;
}

extern "C" void dimCompound(occa::modeKernel_t **deviceKernels, const int &ne, occa::modeMemory_t *A, occa::modeMemory_t *B, occa::modeMemory_t *cnt, occa::modeMemory_t *perm) {
  {
    const long long _occa_outer_x = ne - 0;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(ne, A, B, cnt, perm);
    }
  }
}
