#include <occa/core/kernel.hpp>

// streamparanumal gatherScatter (paranumal/streamparanumal libs/ogs/okl/ogsKernels.okl, MIT
// licence), the kernel verbatim with both `#if OCCA_USE_DPCPP!=1` branches (the DPCPP one holds
// `#if 0` alternatives): OCCA properties define the element type `T`, `OGS_OP_INIT` and the
// function-like `OGS_OP(a, b)`, here as `#define`s (a sum). Two @outer levels (fields k, blocks
// b), @exclusive block bounds set in the first @inner loop and read in the next two, @shared
// staging of gathered and scattered values, strided regular loops with run-time bounds.
extern "C" void gatherScatter(occa::modeKernel_t **deviceKernels, const int &Ngather, const int &Nblocks, const int &K, occa::modeMemory_t *blockStarts, occa::modeMemory_t *gatherStarts, occa::modeMemory_t *gatherIds, occa::modeMemory_t *scatterStarts, occa::modeMemory_t *scatterIds, occa::modeMemory_t *q) {
  {
    const long long _occa_outer_x = Nblocks - 0;
    const long long _occa_outer_y = K - 0;
    const long long _occa_inner_x = 2;
    occa::dim outer, inner;
    outer.dims = 2;
    outer[0] = _occa_outer_x;
    outer[1] = _occa_outer_y;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_outer_y > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(Ngather, Nblocks, K, blockStarts, gatherStarts, gatherIds, scatterStarts, scatterIds, q);
    }
  }
}
