#include <occa/core/kernel.hpp>

// The predefined macros of spec §10.2 as the host backends see them: `OKL_MODE` is the mode in
// upper case ("SERIAL", "OPENMP"), `OKL_KERNEL_HASH` is "unknown" (no `hash` property), the
// version macros encode 2.0.0, `__OKL__`/`__OCCA__` are 1, `OCCA_USING_GPU` is not defined
// (GPU modes only), and the alternative tokens are macros usable in `#if` and in code.
extern "C" void predefinedMacros(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = 1;
    const long long _occa_inner_x = 16;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, out);
    }
  }
}
