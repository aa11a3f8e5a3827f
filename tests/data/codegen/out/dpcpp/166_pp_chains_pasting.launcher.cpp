#include <occa/core/kernel.hpp>

// Preprocessor idioms around attributes: an `#ifdef`/`#elif defined(...)`/`#elif defined X`
// chain, `##` pasting that builds a `@tile` size, a macro body continued over several lines
// inside the attribute's argument list, a variadic macro that builds a loop body, `#x`
// stringizing into `@barrier(...)`, `__COUNTER__`, `_Pragma("unroll 4")` and a line
// continuation written directly inside an attribute.
extern "C" void ppChains(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *y, occa::modeMemory_t *z) {
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
      kernel(n, y, z);
    }
  }
  {
    const long long _occa_outer_x = 2;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(n, y, z);
    }
  }
}
