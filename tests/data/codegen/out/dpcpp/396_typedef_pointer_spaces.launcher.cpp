#include <occa/core/kernel.hpp>

// Typedef'd pointer types for kernel parameters and for locals that point into global memory,
// into a `@shared` array and into a private array: each local keeps the address space of what
// it points to, so OpenCL C spells the pointer out with its space.
typedef float *fptr;

typedef const float *cfptr;

extern "C" void typedefPointerSpaces(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *in, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, in, out);
    }
  }
}
