#include <occa/core/kernel.hpp>

// C++ inside an `@inner` body: `switch` with `[[fallthrough]]`, a range-for over a local array
// by `const auto &`, `auto`, chains of `static_cast`, nested `?:`, and a nested
// `?:` as the `@inner` bound (the last block is partial).
extern "C" void cppForms(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *z) {
  {
    const long long _occa_outer_x = (n - 0 + 4 - 1) / 4;
    long long _occa_inner_x = 0;
    {
      for (int b = 0; b < n; b += 4) {
        const long long count = (b + 4 < n ? b + 4 : n) - b;
        if (count > _occa_inner_x) _occa_inner_x = count;
      }
    }
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, y, z);
    }
  }
}
