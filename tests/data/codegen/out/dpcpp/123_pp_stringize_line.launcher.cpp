#include <occa/core/kernel.hpp>

// Preprocessor corners inside an `@inner` body: stringizing an OKL attribute (`#x` of
// `@inner`), stringizing with string and character literals, `#__VA_ARGS__`, empty macro
// arguments, a function-like macro name used without parentheses, a self-referential macro,
// `__LINE__` after a block comment and a line-continued macro definition, and a macro whose
// replacement is empty called with `()`.
/* a block comment
   spanning three
   lines */
static int count(const char *s, char c) {
  int n = 0;
  for (; *s; ++s) {
    n += *s == c;
  }
  return n;
}

extern "C" void ppStringize(occa::modeKernel_t **deviceKernels, const int &n, const int &scale, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = n - 0;
    const long long _occa_inner_x = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, scale, out);
    }
  }
}
