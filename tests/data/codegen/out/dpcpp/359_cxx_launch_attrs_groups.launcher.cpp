#include <occa/core/kernel.hpp>

// The launch attributes in the C++ spelling with `-D` names inside their strings, several OKL
// entries in one `[[...]]` group, and standard attributes in the same groups: a strided copy
// whose block size is a kernel argument, so @exclusive storage is sized by max_inner_dims.
extern "C" void stridedScale(occa::modeKernel_t **deviceKernels, const int &N, const int &Nt, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *counts) {
  {
    const long long _occa_outer_x = (N - 0 + Nt - 1) / Nt;
    const long long _occa_inner_x = Nt - 0;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, Nt, x, y, counts);
    }
  }
}
