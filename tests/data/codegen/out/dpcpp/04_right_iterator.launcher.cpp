#include <occa/core/kernel.hpp>

// Iterator on the right-hand side of the loop check, inclusive comparisons in both directions.
extern "C" void rightIterator(occa::modeKernel_t **deviceKernels, const int &N, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = 1 + N - 1;
    const long long _occa_inner_x = 7;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(N, out);
    }
  }
  {
    const long long _occa_outer_x = 1 + N - 1;
    const long long _occa_inner_x = 1;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(N, out);
    }
  }
}
