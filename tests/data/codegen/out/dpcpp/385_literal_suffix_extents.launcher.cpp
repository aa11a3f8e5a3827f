#include <occa/core/kernel.hpp>

// Literal suffixes and separators where oklc must evaluate constants: `@tile` sizes `4u` and
// `0x4ULL`/`4l`, `@shared` extent `2'0ll`, `@exclusive` extent `0b11`, an `@inner` bound `1'6LL`
// over a `long` iterator, steps `+= 1u`, a `long double` literal in the body.
extern "C" void literalSuffixExtents(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = 4;
    const long long _occa_outer_y = (n - 0 + (int)4u * (int)1u - 1) / ((int)4u * (int)1u);
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 4;
    occa::dim outer, inner;
    outer.dims = 2;
    outer[0] = _occa_outer_x;
    outer[1] = _occa_outer_y;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_outer_y > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, out);
    }
  }
}
