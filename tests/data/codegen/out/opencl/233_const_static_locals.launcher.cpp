#include <occa/core/kernel.hpp>

// `const`, `constexpr` and `static const` locals at every level of a kernel (kernel body,
// `@outer` body, `@inner` body, regular loop, helper), `const`/`auto` `@exclusive` variables
// initialised from the `@outer` iterator (every work-item's copy), a `const` reference to a
// `@shared` element and a `const int *const` into a parameter; the `@inner` extent and a
// `@shared` extent are `constexpr` locals.
static inline int weight(int k) {
  const int w[4] = {3, 1, 4, 1};
  const int mask = 3;
  return w[k & mask];
}

extern "C" void constStatics(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *x, occa::modeMemory_t *out, occa::modeMemory_t *avg) {
  [[maybe_unused]] const int W = 5;
  [[maybe_unused]] const int offs[5] = {0, 2, 4, 1, 3};
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 5;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, x, out, avg);
    }
  }
}
