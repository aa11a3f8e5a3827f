#include <occa/core/kernel.hpp>

// `@shared` extents and `@inner` bounds written with C++ constant expressions that name
// their constants through a scope: a namespace `constexpr`, a `static constexpr` member, a
// class-scope enumerator and a scoped enumerator (spec §3.4, §5.3: "compile-time constant").
// The `@exclusive` variable needs the inner extent as a number on host targets.
const int cfg__W = 8;

struct Block {
};

enum class Lanes {
  count = 8
};
constexpr Lanes Lanes__count = Lanes::count;

extern "C" void qualifiedConstants(occa::modeKernel_t **deviceKernels, const int &nB, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = nB - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nB, x, y);
    }
  }
}
