#include <occa/core/kernel.hpp>

// Integer semantics in bounds, extents and indices: `/` and `%` truncate toward zero for
// negative operands (C++), `>>` of a negative value is arithmetic, unsigned arithmetic wraps,
// and `long long` offsets far beyond 2^31 cancel before they index a small array.
extern "C" void negDivModShifts(occa::modeKernel_t **deviceKernels, const int &N, const long long &big, occa::modeMemory_t *src, occa::modeMemory_t *out, occa::modeMemory_t *wide) {
  // (-17) / 4 = -4 and (-17) % 5 + 3 = 1: groups g = -4 .. 0.
  {
    const long long _occa_outer_x = 5;
    const long long _occa_inner_x = 10;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, big, src, out, wide);
    }
  }
}
