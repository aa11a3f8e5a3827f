#include <occa/core/kernel.hpp>

// Narrow string and character literals in spellings C lacks, read on the device: `u8` and raw
// strings (quotes, backslashes, characters outside ASCII, octal and hex escapes, a `?` `?=` that
// C99 would read as a trigraph, adjacent pieces of mixed spellings), and character literals
// with the `L`, `u` and `U` prefixes, whose types (`wchar_t`, `char16_t`, `char32_t`) decide
// whether a difference is negative.
static const char *greeting = u8"gr\u00fc\u00dfe";

static const char *path = R"p(C:\dir\"x")p";

static const char *joined = u8"a" "\x41" R"(\n)" "?" "?=" "\101\0619";

static inline int length(const char *s) {
  int n = 0;
  while (*s++) {
    ++n;
  }
  return n;
}

static inline unsigned int checksum(const char *s) {
  unsigned int h = 7u;
  for (; *s; ++s) {
    h = h * 31u + (unsigned char)*s;
  }
  return h;
}

extern "C" void literalPrefixes(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = 2;
    const long long _occa_inner_x = 8;
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
