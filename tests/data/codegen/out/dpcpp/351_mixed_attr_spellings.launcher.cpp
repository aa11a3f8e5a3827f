#include <occa/core/kernel.hpp>

// `@` and `[[okl_...]]` spellings mixed in one kernel and on one loop: a normalised tile beside
// an `@tile`, a trailing `; @inner` under a normalised `@outer`, `@shared` next to
// [[okl_exclusive]], [[okl_nobarrier]] together with a trailing `@inner`, `@barrier` and
// [[okl_barrier]] in one body, and `@atomic` beside [[okl_atomic]].
extern "C" void blockScaleMixed(occa::modeKernel_t **deviceKernels, const int &N, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *sums) {
  // y[n] = 2 x[n] over the whole range, tiled both ways.
  {
    const long long _occa_outer_x = (N - 0 + 16 - 1) / 16;
    const long long _occa_inner_x = 16;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, x, y, sums);
    }
  }
  {
    const long long _occa_outer_x = (N - 0 + 8 - 1) / 8;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(N, x, y, sums);
    }
  }
  {
    const long long _occa_outer_x = (N + 7) / 8 - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(N, x, y, sums);
    }
  }
}
