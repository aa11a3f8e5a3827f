#include <occa/core/kernel.hpp>

// `@tile` with an empty loop-attribute argument (spec 3.3: either may be omitted, giving a plain
// loop; legacy OCCA accepts the empty argument). `@tile(4, , @inner)`: a plain block loop
// around an @inner element loop, so one work-group runs the @inner loop once per tile and each
// work-item (i - tile start) sums a strided slice into an @exclusive accumulator (the
// libParanumal strided-reduction shape). `@tile(2, @outer, )`: an @outer block loop whose plain
// element loop (with its bounds check) runs the @inner loops of two rows in turn, through a
// @shared row. The normalised spelling `[[okl_tile("(3, , @inner, check=false)")]]` too.
extern "C" void tileEmptyArgs(occa::modeKernel_t **deviceKernels, const int &rows, const int &cols, occa::modeMemory_t *x, occa::modeMemory_t *lane, occa::modeMemory_t *rev, occa::modeMemory_t *mark) {
  {
    const long long _occa_outer_x = rows - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(rows, cols, x, lane, rev, mark);
    }
  }
  {
    const long long _occa_outer_x = (rows - 0 + 2 - 1) / 2;
    const long long _occa_inner_x = 16;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(rows, cols, x, lane, rev, mark);
    }
  }
  {
    const long long _occa_outer_x = rows - 0;
    const long long _occa_inner_x = 3;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(rows, cols, x, lane, rev, mark);
    }
  }
}
