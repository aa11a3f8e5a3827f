#include <occa/core/kernel.hpp>

// Loop iterators written per work-item in shapes that need more than a plain copy in one
// `@inner` body (case 246 has the plain ones). On a GPU every work-item computes each
// iterator from its own group and thread index, so a write changes only its own copy:
// * an `@outer` iterator written in a first `@inner` loop and read in a later one (the host
//   keeps one copy per work-item across the two loops);
// * an outer `@inner` iterator written in one nested `@inner` loop and read in the next one,
//   both inside its own body;
// * an `@outer` iterator written in a nested `@outer` body, once per group of the nested loop;
// * an `@outer` iterator written through a helper's reference parameter inside `@inner`;
// * the element iterator of a `@tile` stepped inside its body.
void bump(int &v, int by) {
  v += by;
}

extern "C" void iteratorsPerItem(occa::modeKernel_t **deviceKernels, occa::modeMemory_t *a, occa::modeMemory_t *b, occa::modeMemory_t *c, occa::modeMemory_t *d, occa::modeMemory_t *e) {
  {
    const long long _occa_outer_x = 3;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(a, b, c, d, e);
    }
  }
  {
    const long long _occa_outer_x = 2;
    const long long _occa_inner_x = 3;
    const long long _occa_inner_y = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(a, b, c, d, e);
    }
  }
  {
    const long long _occa_outer_x = 3;
    const long long _occa_outer_y = 2;
    const long long _occa_inner_x = 2;
    occa::dim outer, inner;
    outer.dims = 2;
    outer[0] = _occa_outer_x;
    outer[1] = _occa_outer_y;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_outer_y > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(a, b, c, d, e);
    }
  }
  {
    const long long _occa_outer_x = 2;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[3]);
      kernel.setRunDims(outer, inner);
      kernel(a, b, c, d, e);
    }
  }
  {
    const long long _occa_outer_x = 3;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[4]);
      kernel.setRunDims(outer, inner);
      kernel(a, b, c, d, e);
    }
  }
}
