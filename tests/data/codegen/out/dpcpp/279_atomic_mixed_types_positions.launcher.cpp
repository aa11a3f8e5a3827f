#include <occa/core/kernel.hpp>

// `@atomic` updates whose right side has another type than the target (`float += int`,
// `short += int`, `unsigned -= int` wrapping, `long long += unsigned`, `double -= float`,
// `unsigned char ^= int`, `float *= double`) and `@atomic` statements in positions without
// braces: the body of a `while` and a `do`, an `else if` chain, after `case` labels of a
// `switch` and after a `goto` label (the body of a `for` is braced: `for (..) @atomic` would
// give the loop the attribute, as legacy OCCA does). Every order gives the same result.
extern "C" void atomicMixedTypes(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *f, occa::modeMemory_t *s, occa::modeMemory_t *u, occa::modeMemory_t *l, occa::modeMemory_t *d, occa::modeMemory_t *c, occa::modeMemory_t *h) {
  {
    const long long _occa_outer_x = (n - 0 + 8 - 1) / 8;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, f, s, u, l, d, c, h);
    }
  }
}
