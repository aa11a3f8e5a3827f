#include <occa/core/kernel.hpp>

// Shared-memory tiled matrix multiply, 2-D outer/inner nests with explicit axes.
// Defines: -DTILE=16
typedef float real_t;

extern "C" void matmul(occa::modeKernel_t **deviceKernels, const int &M, const int &N, const int &K, occa::modeMemory_t *A, occa::modeMemory_t *B, occa::modeMemory_t *C) {
  {
    const long long _occa_outer_x = (N + 8 - 1) / 8 - 0;
    const long long _occa_outer_y = (M + 8 - 1) / 8 - 0;
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
      kernel(M, N, K, A, B, C);
    }
  }
}

extern "C" void scaleTiled(occa::modeKernel_t **deviceKernels, const int &n, const float &alpha, occa::modeMemory_t *x) {
  {
    const long long _occa_outer_x = (1 + (n - 1) - 0 + 8 * 2 - 1) / (8 * 2);
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, alpha, x);
    }
  }
}
