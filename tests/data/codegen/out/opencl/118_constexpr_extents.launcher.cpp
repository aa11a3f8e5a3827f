#include <occa/core/kernel.hpp>

// `@shared` extents, `@exclusive` sizes and `@inner` bounds written with C++ constant
// expressions that are not plain literals: a `constexpr` function, a `static constexpr`
// struct member, `sizeof` of a type, an enumerator of a typed enum, and a template-free
// `constexpr` array element.
int sq(int x) {
  return x * x;
}

struct Cfg {
};

enum Width {
  W2 = 2,
  W4 = 4
};

const int strides[3] = {1, 4, 16};

extern "C" void constexprExtents(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 16;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, out);
    }
  }
}
