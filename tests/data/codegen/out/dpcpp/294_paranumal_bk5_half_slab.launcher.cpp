#include <occa/core/kernel.hpp>

// streamparanumal BK5 (paranumal/streamparanumal CEED/BK5/occa/BK5.okl, MIT licence): the file's
// `#define BK5_v4 BK5` renaming and the BK5_v3 and BK5_v4 kernels verbatim; the case calls `BK5`
// (the renamed half-slab BK5_v4): an @inner(2) loop over p_halfNq slices whose work-items each
// handle slices k and p_Nq-1-k through the skew symmetry of D, 3-D @shared arrays written at
// mirrored indices, an overlapping strided load (`for c = k..p_Nq-1`), `#define p_halfNq` in
// both kernel bodies, `#pragma unroll p_Nq`.
// default to element-per-threadblock
// two slices - trying to halve smem access
extern "C" void BK5_v3(occa::modeKernel_t **deviceKernels, const int &numElements, occa::modeMemory_t *op, occa::modeMemory_t *D, const double &lambda, occa::modeMemory_t *solIn, occa::modeMemory_t *solOut) {
  {
    const long long _occa_outer_x = numElements - 0;
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
      kernel(numElements, op, D, lambda, solIn, solOut);
    }
  }
}

// 1/2 slab
extern "C" void BK5(occa::modeKernel_t **deviceKernels, const int &numElements, occa::modeMemory_t *op, occa::modeMemory_t *D, const double &lambda, occa::modeMemory_t *solIn, occa::modeMemory_t *solOut) {
  {
    const long long _occa_outer_x = numElements - 0;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 4;
    const long long _occa_inner_z = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 3;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    inner[2] = _occa_inner_z;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0 && _occa_inner_z > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(numElements, op, D, lambda, solIn, solOut);
    }
  }
}
