#include <occa/core/kernel.hpp>

// A run-time `@tile(ts, @inner(1), @inner(0))` (block loop on y, element loop on x) under
// `@outer @max_inner_dims(4, 4) @simd_length(8)`: `@exclusive` scalars and arrays sized by the
// attribute, carried from an increasing tile to a decreasing one (where a work-item meets
// another index) and on to a constant 4 x 3 nest; guarded-out work-items of the last block keep
// their state untouched. A `@directive("#define ...")` inside the `@outer` body defines a macro
// used in the next `@inner` nest.
extern "C" void tileInnerRuntimeMaxDims(occa::modeKernel_t **deviceKernels, const int &nb, const int &n, const int &ts, occa::modeMemory_t *x, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = nb - 0;
    long long _occa_inner_x = 3;
    {
      const long long count = ts;
      if (count > _occa_inner_x) _occa_inner_x = count;
    }
    long long _occa_inner_y = 4;
    {
      const long long count = (n - 0 + ts - 1) / ts;
      if (count > _occa_inner_y) _occa_inner_y = count;
    }
    {
      const long long count = (1 + (n - 1) - 0 + ts - 1) / ts;
      if (count > _occa_inner_y) _occa_inner_y = count;
    }
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, n, ts, x, out);
    }
  }
}
