#include <occa/core/kernel.hpp>

// @exclusive across inner loops whose iterators differ from the work-item number: decreasing,
// runtime step, `-= 2`, iterator on the right; and across 2-D nests with explicit, swapped axes.
extern "C" void exclusiveIterNumbers(occa::modeKernel_t **deviceKernels, const int &nB, const int &s, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *z) {
  {
    const long long _occa_outer_x = nB - 0;
    long long _occa_inner_x = 8;
    {
      const long long count = (3 + 8 * s - 3 + s - 1) / s;
      if (count > _occa_inner_x) _occa_inner_x = count;
    }
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nB, s, x, y, z);
    }
  }
  {
    const long long _occa_outer_x = nB - 0;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 3;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(nB, s, x, y, z);
    }
  }
}
