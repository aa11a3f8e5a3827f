#include <occa/core/kernel.hpp>

#pragma GCC diagnostic ignored "-Wparentheses"

// `p.a < 3 > (t)` where `a` is a data member is two comparisons, `(p.a < 3) > t` (valid C++;
// g++ -Wall warns about the chain, silenced below). Without the member's type oklc's parser
// reads it as a member template call (a literal argument and a call follow the `<`) and
// prints `p.a<3>(t - 1)`; a C++ compiler, which knows `a` is a data member, reads that text as
// the same two comparisons, so the result is right. The case pins that down.
struct P {
  int a;
};

extern "C" void memberLess(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *out) {
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
      kernel(n, out);
    }
  }
}
