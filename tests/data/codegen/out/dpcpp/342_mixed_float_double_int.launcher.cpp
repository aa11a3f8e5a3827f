#include <occa/core/kernel.hpp>

// Mixed arithmetic in a scaling kernel, where implicit conversions decide the result: integer
// division before conversion (`t / 2` into a float), a float literal making the division
// float, `2^24 + 1` that float cannot hold but double can, a float product truncated into an
// int, `?:` whose arms are int and double (the result is double even when the int arm is
// taken), int and float (float), `unsigned` and `-1` (unsigned), and a `float` `@exclusive`
// accumulating doubles (rounded at each store).
typedef float dfloat;

extern "C" void mixedFloatDoubleInt(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, const double &scale, occa::modeMemory_t *d, occa::modeMemory_t *k) {
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
      kernel(n, x, scale, d, k);
    }
  }
}
