#include <occa/core/kernel.hpp>

// User names that look like oklc's generated ones: `_occa_tiled_i` next to a `@tile` loop over
// `i`, a file-scope `_occa_tiled_j` next to one over `j`, and `_occa_omp_b` next to a `short`
// @outer iterator `b` with an `int` bound (OpenMP counts such a loop with its own counter).
// Inside the loops the names must still mean the user's variables.
const int _occa_tiled_j = 1000;

extern "C" void generatedNames(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  [[maybe_unused]] const int _occa_tiled_i = 7;
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
      kernel(n, x, y);
    }
  }
  {
    const long long _occa_outer_x = (n - 0 + 4 - 1) / 4;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, y);
    }
  }
  [[maybe_unused]] const int _occa_omp_b = 3;
  {
    const long long _occa_outer_x = n / 4 - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, y);
    }
  }
}
