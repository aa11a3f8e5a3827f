#include <occa/core/kernel.hpp>

// Classic tiled transpose with explicit axes on both tile levels: `@tile(TS, @outer(1),
// @inner(1))` around `@tile(TS, @outer(0), @inner(0))`, a padded `@shared` tile, and a
// second pass over the same matrix with `check = false` tiles whose iterators step by 2
// (`i += 2`, the range a multiple of the tile span) and count down (`j -= 2`, `>=`).
extern "C" void tileTranspose(occa::modeKernel_t **deviceKernels, const int &rows, const int &cols, occa::modeMemory_t *in, occa::modeMemory_t *out, occa::modeMemory_t *marks) {
  {
    const long long _occa_outer_x = (cols - 0 + 4 - 1) / 4;
    const long long _occa_outer_y = (rows - 0 + 4 - 1) / 4;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 4;
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
      kernel(rows, cols, in, out, marks);
    }
  }
  {
    const long long _occa_outer_x = (cols + 4 - 1) / 4 - 0;
    const long long _occa_outer_y = (rows + 4 - 1) / 4 - 0;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 4;
    occa::dim outer, inner;
    outer.dims = 2;
    outer[0] = _occa_outer_x;
    outer[1] = _occa_outer_y;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_outer_y > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(rows, cols, in, out, marks);
    }
  }
  {
    const long long _occa_outer_x = 2;
    const long long _occa_outer_y = 1;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 8;
    occa::dim outer, inner;
    outer.dims = 2;
    outer[0] = _occa_outer_x;
    outer[1] = _occa_outer_y;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_outer_y > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(rows, cols, in, out, marks);
    }
  }
}
