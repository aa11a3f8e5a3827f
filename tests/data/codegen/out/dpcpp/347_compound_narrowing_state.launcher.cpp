#include <occa/core/kernel.hpp>

// Compound assignments whose result is narrowed on store, on `@exclusive` and `@shared` state
// of an 8-bit/16-bit histogram kernel: `short s += 70000` (computed in int, stored mod 2^16),
// `unsigned char` counters `+= 250` and `*= 3`, `unsigned short -= 1` from 0, `signed char`
// `<<= 2`, `int /= 2.5` and `int *= 0.5f` (computed in floating point, truncated), `float
// += double`, and `%=`/`>>=`/`^=` on `@shared` `unsigned short` cells read by a neighbour
// after the next barrier.
extern "C" void compoundNarrowingState(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *s0, occa::modeMemory_t *out, occa::modeMemory_t *hist) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, s0, out, hist);
    }
  }
}
