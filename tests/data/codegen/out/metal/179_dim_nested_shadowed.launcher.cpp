#include <occa/core/kernel.hpp>

// `@dim` accessor corner cases: nested accessor calls (`m(i, m(j, i))`-style), arguments that
// contain commas inside parentheses and template-argument lists, a `@dim` local `const`
// array, and a local lambda that shadows the name of a `@dim` parameter in an inner scope
// (its calls must stay calls).
template <typename T>
inline T pick(T a, T b) {
  return a > b ? a : b;
}

inline int mix(int a, int b) {
  return (a * 3 + b) % 4;
}

int _occa_dimNested_idx(int a, int b) {
  return a * 100 + b;
}

extern "C" void dimNested(occa::modeKernel_t **deviceKernels, const int &nE, occa::modeMemory_t *idx, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = nE - 0;
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
      kernel(nE, idx, out);
    }
  }
}
