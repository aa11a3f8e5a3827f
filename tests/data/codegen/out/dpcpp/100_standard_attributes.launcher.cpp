#include <occa/core/kernel.hpp>

// Standard C++ attributes inside a kernel: `[[fallthrough]];` between two `case` labels and
// `[[maybe_unused]]` on a local that only a debug build reads. They must reach the generated
// code, where they silence -Wimplicit-fallthrough (-Wextra) and -Wunused-variable (-Wall).
extern "C" void standardAttributes(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *y) {
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
}
