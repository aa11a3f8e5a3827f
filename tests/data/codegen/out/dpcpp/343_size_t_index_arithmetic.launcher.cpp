#include <occa/core/kernel.hpp>

#include <cstddef>

// Index arithmetic in `size_t` as a gather kernel over large element blocks writes it: a
// `size_t` `@outer` counting down to 1, element offsets `e * NP` in `size_t`, a neighbour
// read through `idx + (size_t)-1` (wraps to `idx - 1`), an `int` offset added to a `size_t`
// (converted, wraps, lands on `idx + off`), pointer differences as `ptrdiff_t`, an unsigned
// quotient that must not become signed, and `size_t` values compared after subtraction.
extern "C" void sizeTIndexArithmetic(occa::modeKernel_t **deviceKernels, const size_t &ne, occa::modeMemory_t *offsets, occa::modeMemory_t *q, occa::modeMemory_t *g, occa::modeMemory_t *info) {
  {
    const long long _occa_outer_x = ne - 0;
    const long long _occa_inner_x = 6;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(ne, offsets, q, g, info);
    }
  }
}
