#include <occa/core/kernel.hpp>

#include <stdint.h>

// Scalars of every builtin type, `const` and not, spelled in several ways (`signed char`,
// `unsigned char`, `short int`, `unsigned`, `long int`, `unsigned long long int`, `int const`),
// `bool`, a struct by value and by `const` value, `uint32_t`/`int64_t` from <stdint.h>, and
// pointers `const T *`, `T *const`, `const T *const`, `@restrict` in both positions. The
// metadata lists each argument with its const/ptr flags and dtype; the kernel reads them all.
struct Coef {
  double w;
  int k;
};

extern "C" void allKinds(occa::modeKernel_t **deviceKernels, char &c, const signed char &sc, unsigned char &uc, short &s, const unsigned short &us, const int &i, unsigned int &u, long &l, const unsigned long &ul, long long &ll, const unsigned long long &ull, float &f, const double &d, bool &b, const bool &nb, Coef &cv, const Coef &cc, const uint32_t &u32, int64_t &i64, const int &n, occa::modeMemory_t *a, occa::modeMemory_t *counts, occa::modeMemory_t *w, occa::modeMemory_t *tag, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = (n - 2 + 3 - 1) / 3;
    const long long _occa_inner_x = 3;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(c, sc, uc, s, us, i, u, l, ul, ll, ull, f, d, b, nb, cv, cc, u32, i64, n, a, counts, w, tag, out);
    }
  }
}
