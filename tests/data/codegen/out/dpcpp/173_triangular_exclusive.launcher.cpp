#include <occa/core/kernel.hpp>

// Triangular work-groups: the `@inner` extent depends on the `@outer` iterator (`k <= r`), so
// `@exclusive` storage is sized by `@max_inner_dims`; a second nest's `@inner(0)` extent
// depends on its `@outer` iterator, and the lower triangle is selected with an `if` (OKL
// loops are rectangular within one work-group).
extern "C" void triangular(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *a, occa::modeMemory_t *rowsum, occa::modeMemory_t *lower) {
  {
    const long long _occa_outer_x = n - 0;
    long long _occa_inner_x = 0;
    {
      for (int r = 0; r < n; ++r) {
        const long long count = 1 + r - 0;
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
      kernel(n, a, rowsum, lower);
    }
  }
  {
    const long long _occa_outer_x = 2;
    long long _occa_inner_x = 0;
    {
      for (int blk = 0; blk < 2; ++blk) {
        const long long count = n - blk - 0;
        if (count > _occa_inner_x) _occa_inner_x = count;
      }
    }
    const long long _occa_inner_y = n - 0;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(n, a, rowsum, lower);
    }
  }
}
