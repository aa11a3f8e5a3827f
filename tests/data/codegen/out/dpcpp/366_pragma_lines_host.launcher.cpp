#include <occa/core/kernel.hpp>

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-variable"

// `#pragma` lines (spec §10.4): `#pragma occa attributes <tokens>` injects the attributes
// (`@shared`, `@exclusive`, `@inner`, `@atomic`, a whole `@tile(...)`); every other
// `#pragma occa ...` line is dropped, at file scope and in `@outer` and `@inner` bodies (g++
// would reject an unknown pragma under `-Wall -Werror`); any other pragma is kept at its
// position with its text macro-expanded: the `GCC diagnostic` lines around a helper with an
// unused local must reach g++ (or `-Werror` fails), `GCC unroll UF` needs `UF` expanded.
static int twiceWithUnused(int x) {
  int unused_count = 3;
  return x * 2;
}

#pragma GCC diagnostic pop

extern "C" void pragmaLines(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *x, occa::modeMemory_t *y) {
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
      kernel(nb, x, y);
    }
  }
  {
    const long long _occa_outer_x = (8 * nb - 0 + 4 - 1) / 4;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(nb, x, y);
    }
  }
}
