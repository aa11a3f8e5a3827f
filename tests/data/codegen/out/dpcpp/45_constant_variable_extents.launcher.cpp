#include <occa/core/kernel.hpp>

// `@shared` extents written with `const`/`constexpr` integer variables (global and local) as
// C++ allows, not only with literals or macros.
const int WIDTH = 8;

extern "C" void rowSums(occa::modeKernel_t **deviceKernels, const int &rows, occa::modeMemory_t *a, occa::modeMemory_t *sums) {
  [[maybe_unused]] constexpr int PAD = 1;
  {
    const long long _occa_outer_x = rows - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(rows, a, sums);
    }
  }
}
