#include <occa/core/kernel.hpp>

// Templated axpy; the scalar parameter has the template type.
template <typename T>
T mulAdd(T a, T x, T y) {
  return a * x + y;
}

extern "C" void axpyT_double(occa::modeKernel_t **deviceKernels, const int &n, const double &alpha, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = (n - 0 + 32 - 1) / 32;
    const long long _occa_inner_x = 32;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, alpha, x, y);
    }
  }
}
