#include <occa/core/kernel.hpp>

// A regular loop in the `@outer` body whose condition reads global memory written by the
// group's last `@inner` loop (a data-dependent number of barrier-separated rounds), an
// `@exclusive` state carried from round to round, an `@inner @nobarrier` loop, an explicit
// `@barrier`, a `@shared` vote; then a second top-level `@outer` nest that reads what *other*
// groups of the first nest wrote (the nests must run one after the other).
extern "C" void dataDependentRounds(occa::modeKernel_t **deviceKernels, const int &nB, occa::modeMemory_t *start, occa::modeMemory_t *flag, occa::modeMemory_t *iters, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = nB - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nB, start, flag, iters, out);
    }
  }
  {
    const long long _occa_outer_x = nB - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(nB, start, flag, iters, out);
    }
  }
}
