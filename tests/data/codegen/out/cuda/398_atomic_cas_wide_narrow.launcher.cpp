#include <occa/core/kernel.hpp>

// Every work-item of every work-group updates the same few `double`, `long long`, `short` and
// `unsigned char` locations with `@atomic` forms GPU targets lower as compare-and-swap loops:
// `*=`, `^=` on a signed 64-bit integer, values that read the updated location, a maximum written
// with `?:`, a minimum in an `@atomic` block; `short` and `unsigned char` neighbours that share
// one 32-bit word, which the loop exchanges while keeping the other bytes.
extern "C" void casWideNarrow(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *d, occa::modeMemory_t *l, occa::modeMemory_t *s, occa::modeMemory_t *c) {
  {
    const long long _occa_outer_x = (n - 0 + 64 - 1) / 64;
    const long long _occa_inner_x = 64;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, d, l, s, c);
    }
  }
}
