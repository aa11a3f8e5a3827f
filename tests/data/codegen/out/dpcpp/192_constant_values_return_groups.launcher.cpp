#include <occa/core/kernel.hpp>

// `@inner` bounds, `@tile` sizes and `@shared` extents computed from C++ constant expressions
// whose values oklc must get right: unsigned wrap-around and shifts, truncating division and
// remainder of negatives, narrowing casts, `sizeof`/`alignof`, enumerators, `constexpr` array
// elements and a recursive `constexpr` function. Each value sizes @exclusive storage on host
// targets, and the group size (the product of the bounds) decides when every work-item of a
// group has returned: a group in which all work-items return must stop (`seen`), and one in
// which a single work-item survives must go on.
typedef unsigned short ushort_t;

enum Sizes {
  S0,
  S1,
  S2,
  S3
};

constexpr int kSizes[3] = {2, 3, 4};

constexpr int pow2(int n) {
  return n == 0 ? 1 : 2 * pow2(n - 1);
}

extern "C" void constantValues(occa::modeKernel_t **deviceKernels, const int &groups, occa::modeMemory_t *out, occa::modeMemory_t *seen) {
  {
    const long long _occa_outer_x = groups - 0;
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
      kernel(groups, out, seen);
    }
  }
}
