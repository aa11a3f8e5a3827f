#include <occa/core/kernel.hpp>

// typedef'd pointer types with @restrict, `const` scalars as loop bounds, char/short data with
// integer promotion and wrap-around, `?:` and comma expressions in loop headers, long and unsigned
// iterators.
typedef short sdata_t;

typedef sdata_t *sptr_t;

typedef const char *cptr_t;

typedef unsigned char uchar;

extern "C" void typedefsSmallTypes(occa::modeKernel_t **deviceKernels, const int &n, const int &flag, occa::modeMemory_t *c, occa::modeMemory_t *s, occa::modeMemory_t *u, occa::modeMemory_t *out) {
  [[maybe_unused]] const int half_ = n / 2;
  {
    const long long _occa_outer_x = (long)(flag > 1 ? half_ : n / 2) - (flag ? 0L : 1L);
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, flag, c, s, u, out);
    }
  }
  {
    const long long _occa_outer_x = 1 + ((void)flag, n / 8 - 1) - ((void)half_, 0);
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(n, flag, c, s, u, out);
    }
  }
}
