#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Preprocessor corners inside an `@inner` body: stringizing an OKL attribute (`#x` of
// `@inner`), stringizing with string and character literals, `#__VA_ARGS__`, empty macro
// arguments, a function-like macro name used without parentheses, a self-referential macro,
// `__LINE__` after a block comment and a line-continued macro definition, and a macro whose
// replacement is empty called with `()`.
/* a block comment
   spanning three
   lines */
static int count(constant const char *s, char c) {
  int n = 0;
  for (; *s; ++s) {
    n += *s == c;
  }
  return n;
}

kernel void _occa_ppStringize_0(constant int &n [[buffer(0)]], constant int &scale [[buffer(1)]], device int *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      const int line = 30;
      int v = count("@inner(0) @shared", '@') + 10 * count("(0 1)", '1');
      v += 100 * count("\"a\\\"b\" 'q'", '"') + 1000 * count("x, y, z", ',');
      v += 4 + 3 + (1 + 2);
      out[b * 2 + t] = v * 10000 + line * 10 + scale * 2;
    }
  }
}
