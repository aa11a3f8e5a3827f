#include <occa/core/kernel.hpp>

// Kernel parameters written in a `@tile` loop and through helper functions: `bump(&a, i)` takes
// the parameter's address and `twice(c)` binds it to a non-`const` reference. On GPUs each
// work-item writes its own copies; serial and OpenMP must do the same.
void bump(int *v, int by) {
  *v += by;
}

void twice(int &v) {
  v *= 2;
}

extern "C" void paramTile(occa::modeKernel_t **deviceKernels, const int &n, float &offset, int &a, int &c, occa::modeMemory_t *y, occa::modeMemory_t *z) {
  {
    const long long _occa_outer_x = (n - 0 + 4 - 1) / 4;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, offset, a, c, y, z);
    }
  }
}
