#include <occa/core/kernel.hpp>

// Three outer and three inner loops, no explicit axes.
extern "C" void nest3d(occa::modeKernel_t **deviceKernels, const int &NX, const int &NY, const int &NZ, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = NX - 0;
    const long long _occa_outer_y = NY - 0;
    const long long _occa_outer_z = NZ - 0;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 3;
    const long long _occa_inner_z = 2;
    occa::dim outer, inner;
    outer.dims = 3;
    outer[0] = _occa_outer_x;
    outer[1] = _occa_outer_y;
    outer[2] = _occa_outer_z;
    inner.dims = 3;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    inner[2] = _occa_inner_z;
    if (_occa_outer_x > 0 && _occa_outer_y > 0 && _occa_outer_z > 0 && _occa_inner_x > 0 && _occa_inner_y > 0 && _occa_inner_z > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(NX, NY, NZ, out);
    }
  }
}
