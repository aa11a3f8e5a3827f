#include <occa/core/kernel.hpp>

// Normalised attributes produced by macros, as a code base that wants plain C++ in its editor
// would write them: object-like macros for the attributes, a function-like one building the
// argument string from `#` and adjacent literals, and `-D`/`#define` names inside the strings.
extern "C" void reduceBlocks(occa::modeKernel_t **deviceKernels, const int &N, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *partial, occa::modeMemory_t *total) {
  // p_blockSize comes from -D and is named inside the string.
  {
    const long long _occa_outer_x = (N - 0 + 16 - 1) / 16;
    const long long _occa_inner_x = 16;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, x, y, partial, total);
    }
  }
  {
    const long long _occa_outer_x = (N - 0 + 16 / 2 - 1) / (16 / 2);
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(N, x, y, partial, total);
    }
  }
  {
    const long long _occa_outer_x = (N + 16 - 1) / 16 - 0;
    const long long _occa_inner_x = 16;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(N, x, y, partial, total);
    }
  }
}
