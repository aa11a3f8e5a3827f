#include <occa/core/kernel.hpp>

// `@tile` as block-partitioned kernels use it: `check=false` only where the range is an exact
// multiple of the tile (increasing, decreasing with the iterator on the right, stepping by a
// macro), `check=true` where a remainder is left (inclusive bound, decreasing with a step
// crossing zero). Each loop writes its own output so a lost or repeated element shows.
extern "C" void tileExactAndRemainder(occa::modeKernel_t **deviceKernels, const int &n, const int &m, occa::modeMemory_t *a, occa::modeMemory_t *b, occa::modeMemory_t *c, occa::modeMemory_t *d, occa::modeMemory_t *e) {
  {
    const long long _occa_outer_x = (n - 0 + 4 - 1) / 4;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, m, a, b, c, d, e);
    }
  }
  {
    const long long _occa_outer_x = (1 + m - 2 + 4 - 1) / 4;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(n, m, a, b, c, d, e);
    }
  }
  {
    const long long _occa_outer_x = (m - -4 + 4 * 2 - 1) / (4 * 2);
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(n, m, a, b, c, d, e);
    }
  }
  {
    const long long _occa_outer_x = 3;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[3]);
      kernel.setRunDims(outer, inner);
      kernel(n, m, a, b, c, d, e);
    }
  }
  {
    const long long _occa_outer_x = (1 + 2 * n - 1 + 4 * 2 - 1) / (4 * 2);
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[4]);
      kernel.setRunDims(outer, inner);
      kernel(n, m, a, b, c, d, e);
    }
  }
}
