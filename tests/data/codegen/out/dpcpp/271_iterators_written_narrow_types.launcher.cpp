#include <occa/core/kernel.hpp>

// OKL iterators of types narrower than `int` (a `signed char` @outer loop that OpenMP
// parallelises, `unsigned char` and `short` @inner loops starting near their limits) written
// inside @inner bodies, next to a user @exclusive array:
// * the @outer iterator stepped in the mid-level body of a 2-D nest and read in the next
//   innermost loop (an @exclusive per-work-item copy, replicated across the mid-level body);
// * an innermost `short` iterator bumped after a `#pragma unroll 3` loop that fills the
//   @exclusive array (a plain copy first in the body);
// * an `unsigned char` @inner iterator advanced by a grid-stride `while` inside its body, writing
//   a `@shared` histogram read after a barrier.
extern "C" void narrowIteratorsWritten(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *z, occa::modeMemory_t *h) {
  {
    const long long _occa_outer_x = 4;
    const long long _occa_inner_x = 3;
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
      kernel(n, z, h);
    }
  }
}
