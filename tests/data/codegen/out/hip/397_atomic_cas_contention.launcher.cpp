#include <occa/core/kernel.hpp>

// Every work-item of every work-group updates the same few locations with the `@atomic` forms
// GPU targets lower as compare-and-swap loops: `*=`, `/=`, `%=`, `<<=`, `>>=`, a value that reads
// the updated location (`x = x + e`, `x = x ^ e`, a maximum written with `?:`), on `int`,
// `unsigned` and `float`; and `@atomic` blocks of independent updates (a private local, a loop,
// a minimum written as `if (v < x) x = v;`), which GPU targets make atomic update by update.
// Each location's updates commute, so every interleaving gives the exact result.
extern "C" void casContention(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *a, occa::modeMemory_t *u, occa::modeMemory_t *f, occa::modeMemory_t *h, occa::modeMemory_t *r, occa::modeMemory_t *m) {
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
      kernel(n, a, u, f, h, r, m);
    }
  }
}
