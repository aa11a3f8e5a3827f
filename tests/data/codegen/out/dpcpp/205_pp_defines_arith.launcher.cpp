#include <occa/core/kernel.hpp>

// Preprocessor arithmetic over `-D` values from the case file: `#if` with `defined` and
// `defined(...)`, `&&`/`||`/`!`, shifts, `?:`, character constants and unsigned wrap; a macro
// that builds a whole `@tile` loop head from `-D` values (`check=` chosen by `#if`), and
// `OKL("@inner(0)")` / `_Pragma("unroll 2")` from function-like macros.
extern "C" void ppDefines(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *info) {
  {
    const long long _occa_outer_x = (n - 0 + (1 << 3) - 1) / (1 << 3);
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, y, info);
    }
  }
  {
    const long long _occa_outer_x = 1;
    const long long _occa_inner_x = 3;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, y, info);
    }
  }
}
