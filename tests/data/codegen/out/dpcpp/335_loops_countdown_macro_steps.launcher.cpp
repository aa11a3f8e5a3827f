#include <occa/core/kernel.hpp>

// Loop headers that count down, step by a macro or a kernel argument and start below zero, as a
// solver writes them when it walks levels or faces backwards: `i >= 0; --i` from `n - 1`,
// `i > LO; i -= STEP` crossing zero to a negative macro bound, `n + 4 >= o; o += s` with the
// iterator on the right and a run-time step, `0 < t; t -= s` inside, and a regular loop with a
// `!=` condition inside an `@inner` body (OKL loops themselves reject `!=`, OKL0321).
extern "C" void countdownMacroSteps(occa::modeKernel_t **deviceKernels, const int &n, const int &s, occa::modeMemory_t *a, occa::modeMemory_t *b, occa::modeMemory_t *c, occa::modeMemory_t *d) {
  {
    const long long _occa_outer_x = 1 + (n - 1) - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, s, a, b, c, d);
    }
  }
  {
    const long long _occa_outer_x = 6;
    const long long _occa_inner_x = 5;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(n, s, a, b, c, d);
    }
  }
  {
    const long long _occa_outer_x = (1 + (n + 4) - -5 + s - 1) / s;
    const long long _occa_inner_x = (8 - 0 + s - 1) / s;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(n, s, a, b, c, d);
    }
  }
  {
    const long long _occa_outer_x = (2 * n - n + 2 - 1) / 2;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[3]);
      kernel.setRunDims(outer, inner);
      kernel(n, s, a, b, c, d);
    }
  }
}
