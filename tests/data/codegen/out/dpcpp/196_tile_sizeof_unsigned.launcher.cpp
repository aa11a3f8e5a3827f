#include <occa/core/kernel.hpp>

// A tile size of unsigned type (`sizeof(int)`, a `size_t`) over a loop that starts below zero:
// the host tile loop compares the `int` iterator with `_occa_tiled_t + sizeof(int)` (unsigned),
// which g++ reports (-Wsign-compare) and which is false for the tile that straddles zero
// (-2 + 4ul wraps to 2, and (size_t)-2 is not below it), so that tile's elements are skipped.
extern "C" void tileSizeof(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 4;
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
      kernel(nb, out);
    }
  }
}
