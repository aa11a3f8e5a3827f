#include <occa/core/kernel.hpp>

// Tiled matrix multiply with `@shared` tiles in a regular loop over k-blocks (the OCCA/CUDA
// textbook form): explicit `@barrier` after the tile loads and after the partial products, both
// between `@inner` nests inside the regular loop, an `@exclusive` accumulator, `#pragma unroll`.
// Defines: -DTS=4
extern "C" void mmShared(occa::modeKernel_t **deviceKernels, const int &M, const int &N, const int &K, occa::modeMemory_t *A, occa::modeMemory_t *B, occa::modeMemory_t *C) {
  {
    const long long _occa_outer_x = (N + 4 - 1) / 4 - 0;
    const long long _occa_outer_y = (M + 4 - 1) / 4 - 0;
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
      kernel(M, N, K, A, B, C);
    }
  }
}
