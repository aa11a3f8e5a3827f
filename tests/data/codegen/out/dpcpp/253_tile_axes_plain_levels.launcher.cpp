#include <occa/core/kernel.hpp>

// `@tile` with explicit axes mixed with plain loops at other levels. First nest: a
// `@tile(2, @outer(1), )` whose element loop is a plain loop holding an `@outer(0)` loop, so a
// regular loop sits between the two `@outer` levels; inside, a `@tile(4, @inner(1), @inner(0))`
// nest writes `@shared` and `@exclusive` data that a plain `@inner(1)`/`@inner(0)` nest reads
// transposed (the two nests must number their work-items alike). Second nest: an `@outer` whose
// body walks a `@tile(3, , @inner)` (plain block loop, `@inner` element loop over 7 with the
// check) with an `@exclusive` counter that persists over the block iterations, then reads it in
// a plain `@inner` loop over the same 3 work-items.
extern "C" void tileAxesPlain(occa::modeKernel_t **deviceKernels, const int &ny, const int &nx, occa::modeMemory_t *grid, occa::modeMemory_t *blocks) {
  {
    const long long _occa_outer_x = (nx - 0 + 2 - 1) / 2;
    const long long _occa_outer_y = (ny - 0 + 2 - 1) / 2;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 2;
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
      kernel(ny, nx, grid, blocks);
    }
  }
  {
    const long long _occa_outer_x = 2;
    const long long _occa_inner_x = 3;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(ny, nx, grid, blocks);
    }
  }
}
