#include <occa/core/kernel.hpp>

// Two and three sibling `@outer(0)` loops in the body of one `@outer(1)` loop (one work-group
// grid; a group runs every sibling in turn), each with its own `@shared` and `@exclusive`
// arrays of one name and a different `@inner` shape (1 x 8, 2 x 4, 4 x 2); a regular loop and an
// `if` on the `@outer(1)` iterator between the siblings, and a group-level local between
// `@outer(1)` and the siblings. Each sibling reads what the previous one wrote for its own group.
extern "C" void siblingOuters(occa::modeKernel_t **deviceKernels, const int &ny, const int &nx, occa::modeMemory_t *x, occa::modeMemory_t *a, occa::modeMemory_t *out) {
  {
    long long _occa_outer_x = nx - 0;
    {
      const long long count = 1 + (nx - 1) - 0;
      if (count > _occa_outer_x) _occa_outer_x = count;
    }
    const long long _occa_outer_y = ny - 0;
    const long long _occa_inner_x = 8;
    const long long _occa_inner_y = 4;
    occa::dim outer, inner;
    outer.dims = 2;
    outer[0] = _occa_outer_x;
    outer[1] = _occa_outer_y;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_outer_y > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(ny, nx, x, a, out);
    }
  }
}
