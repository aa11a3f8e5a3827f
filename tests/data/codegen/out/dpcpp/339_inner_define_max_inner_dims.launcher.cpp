#include <occa/core/kernel.hpp>

// `@inner` extents given by `#define` (an expression macro `NT = NQ * NQ`, a `-D` value
// `p_Nq`, a `#define` inside the kernel's `#if`) beside run-time extents bounded by
// `@max_inner_dims(MAXT)`: a `@shared` buffer filled in two pieces (`0 .. NT` and
// `NT .. MAXT`), read with a run-time `@inner` extent; an `@exclusive` value written in the
// first loop and read only where the work-item exists in both; a 2-D `p_Nq x p_Nq` nest.
extern "C" void innerDefineMaxInnerDims(occa::modeKernel_t **deviceKernels, const int &ne, const int &m, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *z) {
  {
    const long long _occa_outer_x = ne - 0;
    long long _occa_inner_x = 9;
    {
      const long long count = m - 0;
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
      kernel(ne, m, x, y, z);
    }
  }
  {
    const long long _occa_outer_x = ne - 0;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(ne, m, x, y, z);
    }
  }
}
