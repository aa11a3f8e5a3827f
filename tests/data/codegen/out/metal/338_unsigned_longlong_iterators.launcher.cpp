#include <occa/core/kernel.hpp>

#include <cstddef>

// Induction variables of unsigned and 64-bit types as mesh codes use them for global ids:
// an `unsigned int` `@outer` counting down by 2 to a `>= 1u` bound (it stops at 0, never
// wraps), an `unsigned short` `@inner`, a `long long` `@outer` around 5e9 stepping down by a
// run-time `long long` step, an `unsigned long long` `@outer` stepping by 2^33, a `size_t`
// `@inner` counting down to 1, and unsigned wrap-around in the stored values.
extern "C" void unsignedLongLongIterators(occa::modeKernel_t **deviceKernels, const unsigned int &n, const long long &big, const long long &st, occa::modeMemory_t *a, occa::modeMemory_t *b, occa::modeMemory_t *c) {
  {
    const long long _occa_outer_x = n >= 1u ? (1 + n - 1u + 2u - 1) / 2u : 0;
    const long long _occa_inner_x = 3;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, big, st, a, b, c);
    }
  }
  {
    const long long _occa_outer_x = (4 * st + st - 1) / st;
    const long long _occa_inner_x = 3;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(n, big, st, a, b, c);
    }
  }
  {
    const long long _occa_outer_x = 5;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(n, big, st, a, b, c);
    }
  }
}
