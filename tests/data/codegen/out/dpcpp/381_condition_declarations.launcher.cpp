#include <occa/core/kernel.hpp>

// Declarations as conditions (C++98 [stmt.select]/[stmt.iter]): `if (int r = ...)`,
// `switch (int k = ...)` and `while (int left = ...)`, inside a kernel and a helper. The
// variable is in scope in the branches and the loop body, and a `while` declares it afresh
// before every test.
int steps(int v) {
  int s = 0;
  while (true) {
    int left = v - s;
    if (!left) {
      break;
    }
    if (left < 0) {
      break;
    }
    ++s;
  }
  return s;
}

extern "C" void conditionDecls(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = (n - 0 + 16 - 1) / 16;
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
