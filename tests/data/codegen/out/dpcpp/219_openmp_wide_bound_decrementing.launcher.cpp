#include <occa/core/kernel.hpp>

// Decrementing @outer loops whose `int`/`unsigned` iterator is compared with a `long long`
// lower bound, a `short` iterator against a `long` bound, and an `int` iterator against a
// `long long` bound read through a pointer and a struct field. C++ compares in the wider type
// (4294967298 and -65534 are out of the iterators' ranges: no iteration), while OpenMP's
// canonical loop form converts the bound to the iterator's type (2 and 2: 4, 3 and 2
// iterations for loops printed as written). The last two loops are controls, the last one
// against an `int` field (printed as written).
typedef long long hlong;

struct Limits {
  hlong hi;
  int pad;
};

extern "C" void wideBoundDecrementing(occa::modeKernel_t **deviceKernels, const hlong &lo, const long &l, occa::modeMemory_t *lim, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = 1 + 5 - lo;
    const long long _occa_inner_x = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(lo, l, lim, out);
    }
  }
  {
    const long long _occa_outer_x = (5 - lo + 1 - 1) / 1;
    const long long _occa_inner_x = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(lo, l, lim, out);
    }
  }
  {
    const long long _occa_outer_x = l - 0;
    const long long _occa_inner_x = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(lo, l, lim, out);
    }
  }
  {
    const long long _occa_outer_x = lim[0] - 0;
    const long long _occa_inner_x = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[3]);
      kernel.setRunDims(outer, inner);
      kernel(lo, l, lim, out);
    }
  }
  Limits s;
  s.hi = lim[1];
  s.pad = 0;
  {
    const long long _occa_outer_x = 7 - s.hi;
    const long long _occa_inner_x = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[4]);
      kernel.setRunDims(outer, inner);
      kernel(lo, l, lim, out);
    }
  }
  {
    const long long _occa_outer_x = s.pad + 2 - 0;
    const long long _occa_inner_x = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[5]);
      kernel.setRunDims(outer, inner);
      kernel(lo, l, lim, out);
    }
  }
}
