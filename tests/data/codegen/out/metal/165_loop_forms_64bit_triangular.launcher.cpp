#include <occa/core/kernel.hpp>

// Loop headers as HPC code writes them: iterator on the right with `>=` and a macro stride,
// `-=` with a macro stride down to 0 inclusive, an `unsigned` iterator counting down to (but
// not including) 0 written `0u < o`, `long long` iterators starting beyond 2^31, and a
// triangular `@inner` loop whose start depends on the `@outer` iterator.
extern "C" void loopForms(occa::modeKernel_t **deviceKernels, const int &n, const long long &base, occa::modeMemory_t *a, occa::modeMemory_t *b, occa::modeMemory_t *d, occa::modeMemory_t *c) {
  {
    const long long _occa_outer_x = (1 + n - 1 + 3 - 1) / 3;
    const long long _occa_inner_x = 3;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, base, a, b, d, c);
    }
  }
  {
    const long long _occa_outer_x = n - 0u;
    const long long _occa_inner_x = 3;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(n, base, a, b, d, c);
    }
  }
  {
    const long long _occa_outer_x = 4;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(n, base, a, b, d, c);
    }
  }
  {
    const long long _occa_outer_x = 5;
    long long _occa_inner_x = 0;
    {
      for (int r = 0; r < 5; ++r) {
        const long long count = 5 - r;
        if (count > _occa_inner_x) _occa_inner_x = count;
      }
    }
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[3]);
      kernel.setRunDims(outer, inner);
      kernel(n, base, a, b, d, c);
    }
  }
}
