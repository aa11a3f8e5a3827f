#include <occa/core/kernel.hpp>

// @exclusive scalars and arrays read across 2-D inner nests of different extents inside a
// `while` loop between the outer and inner loops, with explicit barriers and @shared data; and a
// second @outer nest with 3-D inner nests of different extents.
extern "C" void exclusiveWhile(occa::modeKernel_t **deviceKernels, const int &nB, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *out2) {
  {
    const long long _occa_outer_x = nB - 0;
    const long long _occa_inner_x = 16;
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
      kernel(nB, x, y, out2);
    }
  }
  {
    const long long _occa_outer_x = nB - 0;
    const long long _occa_inner_x = 5;
    const long long _occa_inner_y = 3;
    const long long _occa_inner_z = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 3;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    inner[2] = _occa_inner_z;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0 && _occa_inner_z > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(nB, x, y, out2);
    }
  }
}
