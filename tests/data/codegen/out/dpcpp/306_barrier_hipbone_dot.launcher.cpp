#include <occa/core/kernel.hpp>

// hipBone-style dot product (updateCG/innerProduct): the tree as `#if p_blockSize > ...` steps,
// each one `@inner` loop whose body is one `if (t < w)`, explicit barriers between them, a
// grid-strided load loop whose bounds read the work-item index, a final `@atomic`.
// Defines: -Dp_blockSize=128
extern "C" void dotAtomic(occa::modeKernel_t **deviceKernels, const int &N, occa::modeMemory_t *x, occa::modeMemory_t *dot) {
  {
    const long long _occa_outer_x = 2;
    const long long _occa_inner_x = 128;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, x, dot);
    }
  }
}
