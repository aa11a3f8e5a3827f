#include <occa/core/kernel.hpp>

// A matrix product whose `@inner` body holds a regular loop over k-blocks with `@barrier` at
// its top and bottom: the trip count comes from kernel arguments, so every work-item reaches
// both barriers even though the sums read only global memory.
// Defines: -DTS=4
extern "C" void mmDirect(occa::modeKernel_t **deviceKernels, const int &M, const int &N, const int &K, occa::modeMemory_t *A, occa::modeMemory_t *B, occa::modeMemory_t *D) {
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
      kernel(M, N, K, A, B, D);
    }
  }
}
