#include <occa/core/kernel.hpp>

// A libParanumal-style hexahedral gradient with the less-used attributes where real kernels put
// them: @simd_length and @max_inner_dims on the @outer loop, @nobarrier after an operator load
// that the next nest does not read, @directive for a derived size and a loop pragma, and
// @restrict on parameters and on a local pointer.
extern "C" void gradientHex3D(occa::modeKernel_t **deviceKernels, const int &Nelements, occa::modeMemory_t *D, occa::modeMemory_t *q, occa::modeMemory_t *grad) {
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
      kernel(Nelements, D, q, grad);
    }
  }
}
