#include <occa/core/kernel.hpp>

#pragma GCC diagnostic ignored "-Wsign-compare"

// Integer promotions and conversions of narrow data in a quantisation kernel: `signed char`
// times `unsigned char` (both promoted to int), `unsigned short` squared (int, no wrap),
// `unsigned short` plus a constant stored back (wraps mod 2^16), `short` difference going
// negative, `char` arithmetic stored in `signed char`, an `unsigned` difference that wraps
// and is compared with an `int` converted explicitly, `-x` of an `unsigned char` (int, not
// unsigned), and `~` of an `unsigned short` (int). Values go through `@exclusive` narrow
// variables between two `@inner` loops. Last, a signed iterator compared with an `unsigned`
// count as ported C code does (its `-Wsign-compare` silenced): `t < alive` converts `t`, so it
// is false for negative `t` and true again from 0, so OpenMP must not fold it into the loop
// bound.
extern "C" void integerPromotionsNarrow(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *sc, occa::modeMemory_t *uc, occa::modeMemory_t *ss, occa::modeMemory_t *us, occa::modeMemory_t *out, occa::modeMemory_t *uout, occa::modeMemory_t *wout, occa::modeMemory_t *gate) {
  {
    const long long _occa_outer_x = (n - 0 + 8 - 1) / 8;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, sc, uc, ss, us, out, uout, wout, gate);
    }
  }
  {
    const long long _occa_outer_x = 2;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(n, sc, uc, ss, us, out, uout, wout, gate);
    }
  }
}
