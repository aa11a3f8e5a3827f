#include <occa/core/kernel.hpp>

#include <cmath>

// nekRS relativeMassHighestMode (Nek5000/nekRS okl/cds/regularization/relativeMassHighestMode.okl,
// BSD-3 licence) verbatim: a filter applied by three tensor contractions, the first into an
// @exclusive register column, then a regular k loop (its `#pragma unroll p_Nq` only under
// `#ifdef smXX`) of barrier-separated @inner nests moving slices through @shared, @shared
// accumulators zeroed by a strided loop over p_blockSize, and a p_blockSize tree reduction whose
// 512 and 256 steps sit under `#if p_blockSize > 512/256` (built here with p_blockSize=1024 from
// 16 work-items, so every step runs), ending in log10 of a ratio.
// OCCA's host runtime supplies <cmath> (serial/include_std); a standalone build includes it.
extern "C" void relativeMassHighestMode(occa::modeKernel_t **deviceKernels, const int &Nelements, const int &is, const int &offset, occa::modeMemory_t *fMT, occa::modeMemory_t *massMatrix, occa::modeMemory_t *U, occa::modeMemory_t *filteredU, occa::modeMemory_t *logRelativeMassHighestMode) {
  {
    const long long _occa_outer_x = Nelements - 0;
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
      kernel(Nelements, is, offset, fMT, massMatrix, U, filteredU, logRelativeMassHighestMode);
    }
  }
}
