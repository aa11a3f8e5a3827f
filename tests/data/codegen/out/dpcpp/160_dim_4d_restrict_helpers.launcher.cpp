#include <occa/core/kernel.hpp>

// A 4-D `@dim` with a full `@dimOrder` on a `const @restrict` parameter whose extents mention
// another parameter (`nE`, used as a stride), a 3-D column-major `@dim` pointer typedef, a
// `@dim` output parameter, and a `static` helper whose own parameter carries `@dim` and is
// handed a pointer into `@shared` memory.
typedef float *cube_t;

static float weightedTrace(const float *m, const int k) {
  float s = 0.0f;
  for (int d = 0; d < 3; ++d) {
    s += m[d + 3 * d] * (k + 1);
  }
  return s;
}

extern "C" void dim4dHelpers(occa::modeKernel_t **deviceKernels, const int &nE, occa::modeMemory_t *in, occa::modeMemory_t *work, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = nE - 0;
    const long long _occa_inner_x = 3;
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
      kernel(nE, in, work, out);
    }
  }
}
