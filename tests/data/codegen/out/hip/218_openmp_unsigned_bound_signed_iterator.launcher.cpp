#include <occa/core/kernel.hpp>

#include <cstddef>
#pragma GCC diagnostic ignored "-Wsign-compare"

// `int` @outer iterators compared with `size_t` and `unsigned` bounds: C++ converts a negative
// iterator to the unsigned type, so `-2 < sz` and `-3 < u` are false and the serial loops run
// no iteration. OpenMP's canonical loop form compares in the iterator's type (`g < (int)sz`),
// so a `#pragma omp parallel for` over the loops as written runs 5, 8 and 6 iterations. The
// last two loops start at 0 and are controls (the constant `4u` is compared as written).
// These signed/unsigned comparisons are the point of the case: g++'s -Wsign-compare is off.
extern "C" void unsignedBoundSignedIterator(occa::modeKernel_t **deviceKernels, const int &lo, const int &lo2, const size_t &sz, const unsigned int &u, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = (unsigned long long)lo < sz ? sz - lo : 0;
    const long long _occa_inner_x = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(lo, lo2, sz, u, out);
    }
  }
  {
    const long long _occa_outer_x = (unsigned int)lo2 < u ? u - lo2 : 0;
    const long long _occa_inner_x = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(lo, lo2, sz, u, out);
    }
  }
  {
    const long long _occa_outer_x = (unsigned int)lo < 4u ? (4u - lo + 1 - 1) / 1 : 0;
    const long long _occa_inner_x = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(lo, lo2, sz, u, out);
    }
  }
  {
    const long long _occa_outer_x = sz - 0;
    const long long _occa_inner_x = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[3]);
      kernel.setRunDims(outer, inner);
      kernel(lo, lo2, sz, u, out);
    }
  }
  {
    const long long _occa_outer_x = 4;
    const long long _occa_inner_x = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[4]);
      kernel.setRunDims(outer, inner);
      kernel(lo, lo2, sz, u, out);
    }
  }
}
