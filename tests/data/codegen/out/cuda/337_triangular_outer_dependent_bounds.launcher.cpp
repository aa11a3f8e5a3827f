#include <occa/core/kernel.hpp>

// Triangular work as dense linear algebra writes it: `@inner` bounds that are expressions of
// the `@outer` iterators (lower triangle `c <= r`, strict upper triangle counting down
// `c > r`, a band `lo = max(0, r - 1)` .. `min(n - 1, r + 1)`), a 2-D `@outer` grid whose
// `@inner` extent is `bi + bj + 1`, and a `@shared` row reduction whose `@inner` length is
// the row number, with `@max_inner_dims` stating the largest extent.
extern "C" void triangularBounds(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *A, occa::modeMemory_t *L, occa::modeMemory_t *U, occa::modeMemory_t *band, occa::modeMemory_t *grid, occa::modeMemory_t *rowsum) {
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
      kernel(n, A, L, U, band, grid, rowsum);
    }
  }
  {
    const long long _occa_outer_x = 1 + (n - 1) - 0;
    long long _occa_inner_x = 0;
    {
      for (int r = n - 1; r >= 0; --r) {
        const long long count = (n - 1 - r + 1 - 1) / 1;
        if (count > _occa_inner_x) _occa_inner_x = count;
      }
    }
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(n, A, L, U, band, grid, rowsum);
    }
  }
  {
    const long long _occa_outer_x = n - 0;
    long long _occa_inner_x = 0;
    {
      for (int r = 0; r < n; ++r) {
        const long long count = 1 + (r + 1 < n ? r + 1 : n - 1) - (r > 0 ? r - 1 : 0);
        if (count > _occa_inner_x) _occa_inner_x = count;
      }
    }
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(n, A, L, U, band, grid, rowsum);
    }
  }
  {
    const long long _occa_outer_x = 4;
    const long long _occa_outer_y = 3;
    long long _occa_inner_x = 0;
    {
      for (int bj = 0; bj < 3; ++bj) {
        const long long count = bj + 1;
        if (count > _occa_inner_x) _occa_inner_x = count;
      }
    }
    occa::dim outer, inner;
    outer.dims = 2;
    outer[0] = _occa_outer_x;
    outer[1] = _occa_outer_y;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_outer_y > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[3]);
      kernel.setRunDims(outer, inner);
      kernel(n, A, L, U, band, grid, rowsum);
    }
  }
  {
    const long long _occa_outer_x = 1 + n - 1;
    long long _occa_inner_x = 0;
    {
      for (int r = 1; r <= n; ++r) {
        const long long count = r - 0;
        if (count > _occa_inner_x) _occa_inner_x = count;
      }
    }
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[4]);
      kernel.setRunDims(outer, inner);
      kernel(n, A, L, U, band, grid, rowsum);
    }
  }
}
