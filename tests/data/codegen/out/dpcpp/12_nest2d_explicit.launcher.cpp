#include <occa/core/kernel.hpp>

// Blocked transpose with explicit loop axes.
extern "C" void transpose2d(occa::modeKernel_t **deviceKernels, const int &rows, const int &cols, occa::modeMemory_t *in, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = (cols + 7) / 8 - 0;
    const long long _occa_outer_y = (rows + 7) / 8 - 0;
    const long long _occa_inner_x = 8;
    const long long _occa_inner_y = 8;
    occa::dim outer, inner;
    outer.dims = 2;
    outer[0] = _occa_outer_x;
    outer[1] = _occa_outer_y;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_outer_y > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(rows, cols, in, out);
    }
  }
}
