#include <occa/core/kernel.hpp>

// OCCA example iso3dfd with @shared memory (libocca/occa examples/cpp/25_iso3dfd_okl_shared/
// isokernel.okl, MIT licence) verbatim: a 16th-order 3-D wave stencil; scalar parameters
// declared as references (`int& n1`), an `@outer` loop without an axis whose body declares a
// @shared halo row and holds a nested `@tile(4, @outer)` loop, a uniform `if` on the outer
// iterators around pointer offsets (`float *p = &ptr[halfpad]`) and two @inner loops, halo
// loads of 9 values by the first and last work-items of each WGSX-wide row.
extern "C" void iso_kernel(occa::modeKernel_t **deviceKernels, occa::modeMemory_t *ptr_next, occa::modeMemory_t *ptr_prev, occa::modeMemory_t *ptr_vel, occa::modeMemory_t *coeff, int &n1, int &n2, int &n3, int &halfpad) {
  {
    const long long _occa_outer_x = (n2 - 0 + 4 - 1) / 4;
    const long long _occa_outer_y = n3 - 0;
    const long long _occa_inner_x = n1 - 0;
    occa::dim outer, inner;
    outer.dims = 2;
    outer[0] = _occa_outer_x;
    outer[1] = _occa_outer_y;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_outer_y > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(ptr_next, ptr_prev, ptr_vel, coeff, n1, n2, n3, halfpad);
    }
  }
}
