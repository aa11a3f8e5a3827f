#include <occa/core/kernel.hpp>

// OKL loop iterators narrower than `int` (spec §4.1 allows char and short) compared with a
// bound of a wider type: `short` against `long`, `unsigned char` against `unsigned int`,
// and a tiled `unsigned short` loop against `long long` with the iterator on the right.
extern "C" void narrowIterators(occa::modeKernel_t **deviceKernels, const long &n, const unsigned int &m, const long long &big, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = n - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, m, big, out);
    }
  }
  {
    const long long _occa_outer_x = 2 < m ? (m - 2 + 3 - 1) / 3 : 0;
    const long long _occa_inner_x = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(n, m, big, out);
    }
  }
  {
    const long long _occa_outer_x = (big - 1 + 16 - 1) / 16;
    const long long _occa_inner_x = 16;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(n, m, big, out);
    }
  }
}
