#include <occa/core/kernel.hpp>

// Statements and expressions whose printed form is easy to get wrong: a dangling `else`,
// `- -x` and `a - -b`, `x++ + y`, unary operators stacked (`!!`, `~-`, `-~`), an assignment
// to a conditional lvalue, right-associative nested `?:`, chained assignment, a comma
// expression with a side effect, `for` loops with empty parts and two iterators,
// `while (k--)`, casts of negative literals, and literal spellings (`.5e1f`, `'\''`, `0x80000000u`,
// adjacent string literals).
extern "C" void printerEdges(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = n - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, y);
    }
  }
}
