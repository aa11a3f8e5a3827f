#include <occa/core/kernel.hpp>

// Decreasing and stepped @tile loops without bounds check, iterator on either side.
extern "C" void tileDecStepNoCheck(occa::modeKernel_t **deviceKernels, const int &N, occa::modeMemory_t *a, occa::modeMemory_t *b, occa::modeMemory_t *c) {
  // 23, 20, ..., 2: 8 iterations, two full tiles of 4 (tile span 12 index units).
  {
    const long long _occa_outer_x = (1 + (N - 1) - 2 + 4 * 3 - 1) / (4 * 3);
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, a, b, c);
    }
  }
  // 0 <= i with the iterator on the right: 23, 21, ..., 1 (12 iterations, 3 tiles of 4).
  {
    const long long _occa_outer_x = (1 + (N - 1) - 0 + 4 * 2 - 1) / (4 * 2);
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(N, a, b, c);
    }
  }
  // Increasing with a step and a non-zero start, iterator on the right: 3, 5, ..., 17
  // (8 iterations, 4 tiles of 2).
  {
    const long long _occa_outer_x = (N - 5 - 3 + 2 * 2 - 1) / (2 * 2);
    const long long _occa_inner_x = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(N, a, b, c);
    }
  }
}
