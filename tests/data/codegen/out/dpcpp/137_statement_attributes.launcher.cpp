#include <occa/core/kernel.hpp>

// Standard attributes in front of statements other than declarations and null statements:
// `[[likely]]`/`[[unlikely]]` on expression statements, branches, `return`, a `case` label and
// the statement after one, an attributed block, an attributed `@atomic`, and
// `[[maybe_unused]]` on a label nothing jumps to (without it, -Wall -Werror rejects the label).
extern "C" void statementAttributes(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *total) {
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
      kernel(n, x, y, total);
    }
  }
}
