#include <occa/core/kernel.hpp>

#include <cstddef>

// Tiles over 64-bit iterators whose values do not fit in `int`: `long` with `<=` and `+= 3`
// (check), `size_t` with the iterator on the right (`end > i`) and `check=false` on a
// range the tile divides, a decreasing `long long` tile with `>=` and `-= 2`, and an `@inner`
// tile over `unsigned long` with `<=`.
typedef long dlong;

extern "C" void tileLongInclusive(occa::modeKernel_t **deviceKernels, const dlong &base, const dlong &n, const int &m, occa::modeMemory_t *a, occa::modeMemory_t *b, occa::modeMemory_t *c) {
  {
    const long long _occa_outer_x = (n + 4 * 3 - 1) / (4 * 3);
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(base, n, m, a, b, c);
    }
  }
  {
    const long long _occa_outer_x = 6;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(base, n, m, a, b, c);
    }
  }
  {
    const long long _occa_outer_x = (n + 5 * 2 - 1) / (5 * 2);
    const long long _occa_inner_x = 5;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(base, n, m, a, b, c);
    }
  }
  {
    const long long _occa_outer_x = 2;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = (1 + (unsigned long)(m - 1) - 0 + 4 - 1) / 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[3]);
      kernel.setRunDims(outer, inner);
      kernel(base, n, m, a, b, c);
    }
  }
}
