#include <occa/core/kernel.hpp>

// @dim/@dimOrder on @shared and @exclusive arrays, 2-D and 3-D, with macro extents and
// permuted orders: values go in through one index order and come out through another, and the
// raw storage of the 3-D @shared array is copied out so that its layout is observable.
extern "C" void sharedExclusiveDims(occa::modeKernel_t **deviceKernels, const int &Nelements, occa::modeMemory_t *q, occa::modeMemory_t *out, occa::modeMemory_t *raw) {
  {
    const long long _occa_outer_x = Nelements - 0;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(Nelements, q, out, raw);
    }
  }
}
