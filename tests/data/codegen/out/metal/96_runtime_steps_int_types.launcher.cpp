#include <occa/core/kernel.hpp>

#include <cstddef>
#include <cstdint>

// Loop bounds and steps of several integer types with steps known only at run time:
// `long long` @outer with `+= step`, @inner loops with `+= s` / `-= s` (runtime) and `<=` /
// `>=` conditions with the iterator on either side, `size_t` and `uint32_t` iterators, and an
// `@exclusive` value carried between two such @inner loops (its host storage index is the
// work-item's iteration number, `(i - start) / step`).
extern "C" void runtimeStepsIntTypes(occa::modeKernel_t **deviceKernels, const long long &n, const int &step, const int &s, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = (n - 0 + step - 1) / step;
    const long long _occa_inner_x = (1 + (1 + 7 * s) - 1 + s - 1) / s;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, step, s, y);
    }
  }
  {
    const long long _occa_outer_x = 1 + ((size_t)(n / step) - 1) - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(n, step, s, y);
    }
  }
}
