#include <occa/core/kernel.hpp>

// Regular loop around an @outer loop; the device code does not use the regular iterator.
extern "C" void repeatedOuter(occa::modeKernel_t **deviceKernels, const int &n, const int &reps, occa::modeMemory_t *x) {
  for (int r = 0; r < reps; ++r) {
    {
      const long long _occa_outer_x = (n - 0 + 8 - 1) / 8;
      const long long _occa_inner_x = 8;
      occa::dim outer, inner;
      outer.dims = 1;
      outer[0] = _occa_outer_x;
      inner.dims = 1;
      inner[0] = _occa_inner_x;
      if (_occa_outer_x > 0 && _occa_inner_x > 0) {
        occa::kernel kernel(deviceKernels[0]);
        kernel.setRunDims(outer, inner);
        kernel(n, reps, x);
      }
    }
  }
}
