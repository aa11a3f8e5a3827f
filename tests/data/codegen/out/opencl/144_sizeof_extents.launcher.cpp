#include <occa/core/kernel.hpp>

// `sizeof`/`alignof` of builtin types, of arrays of them and of a typed enum fold in `@shared`
// extents and in an `@inner` bound sizing `@exclusive` storage. `sizeof` of a struct does not
// fold: as the bound of another `@outer` loop's `@inner` loop, without `@exclusive`, it stays a
// run-time count, which is valid.
struct Pair {
  float x;
  float y;
};

enum Small {
  One = 1
};

extern "C" void sizeofExtents(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, out);
    }
  }
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = (int)(sizeof(Pair) / sizeof(float)) - 0;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(nb, out);
    }
  }
}
