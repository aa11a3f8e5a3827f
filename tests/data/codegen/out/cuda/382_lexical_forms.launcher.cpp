#include <occa/core/kernel.hpp>

// Lexical forms that reach the generated code: digit separators, hex floats, binary literals,
// literal suffixes in bounds and @shared extents, char literals with escapes and encoding
// prefixes, u8/L/raw strings in helpers, identifiers written with universal character names
// (`caf\u00e9` and `café` are one function in C++).
static const char *name8 = u8"h\u00e9llo";

static const wchar_t *wname = L"wide";

static const char *raw = R"xy(a\nb"c)xy";

static inline int count(const char *s) {
  int n = 0;
  while (*s++) {
    ++n;
  }
  return n;
}

static inline int wcount(const wchar_t *s) {
  int n = 0;
  while (*s++) {
    ++n;
  }
  return n;
}

int caf_u00e9(int x) {
  return x + 1;
}

int _u00fcber = 3;

extern "C" void lexicalForms(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *out, occa::modeMemory_t *iout) {
  {
    const long long _occa_outer_x = 4;
    long long _occa_inner_x = 16;
    {
      const long long count = (int)0x1p4 - 0;
      if (count > _occa_inner_x) _occa_inner_x = count;
    }
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, out, iout);
    }
  }
}
