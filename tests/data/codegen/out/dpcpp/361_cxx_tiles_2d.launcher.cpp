#include <occa/core/kernel.hpp>

// 2-D tiles in the C++ spelling with explicit axes, check=false on an exact extent and the
// default check on a ragged one, the tile size from a `-D` name inside the string: a scaled
// transpose of an M x N matrix.
extern "C" void transposeScale(occa::modeKernel_t **deviceKernels, const int &M, const int &N, const float &alpha, occa::modeMemory_t *A, occa::modeMemory_t *AT) {
  {
    const long long _occa_outer_x = (N - 0 + 8 - 1) / 8;
    const long long _occa_outer_y = (M - 0 + 4 - 1) / 4;
    const long long _occa_inner_x = 8;
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
      kernel(M, N, alpha, A, AT);
    }
  }
}
