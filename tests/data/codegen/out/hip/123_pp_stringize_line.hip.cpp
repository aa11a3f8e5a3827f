#include <hip/hip_runtime.h>

// Preprocessor corners inside an `@inner` body: stringizing an OKL attribute (`#x` of
// `@inner`), stringizing with string and character literals, `#__VA_ARGS__`, empty macro
// arguments, a function-like macro name used without parentheses, a self-referential macro,
// `__LINE__` after a block comment and a line-continued macro definition, and a macro whose
// replacement is empty called with `()`.
/* a block comment
   spanning three
   lines */
__device__ static int count(const char *s, char c) {
  int n = 0;
  for (; *s; ++s) {
    n += *s == c;
  }
  return n;
}

extern "C" __global__ __launch_bounds__(2) void _occa_ppStringize_0(const int n, const int scale, int *out) {
  {
    int b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      const int line = 30;
      int v = count("@inner(0) @shared", '@') + 10 * count("(0 1)", '1');
      v += 100 * count("\"a\\\"b\" 'q'", '"') + 1000 * count("x, y, z", ',');
      v += 4 + 3 + (1 + 2);
      out[b * 2 + t] = v * 10000 + line * 10 + scale * 2;
    }
  }
}
