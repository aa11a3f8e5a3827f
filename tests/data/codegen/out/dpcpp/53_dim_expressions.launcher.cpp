#include <occa/core/kernel.hpp>

// @dim with expression extents (`N + 1`, `2 * M`), @dimOrder on a 3-D argument, expression and
// nested indices, a `?:` index, @dim on a local pointer and on a @shared array.
extern "C" void dimExpressions(occa::modeKernel_t **deviceKernels, const int &N, const int &M, occa::modeMemory_t *A, occa::modeMemory_t *B, occa::modeMemory_t *C, occa::modeMemory_t *D) {
  {
    const long long _occa_outer_x = M - 0;
    const long long _occa_inner_x = 1 + N - 0;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, M, A, B, C, D);
    }
  }
}
