// Preprocessor corners inside an `@inner` body: stringizing an OKL attribute (`#x` of
// `@inner`), stringizing with string and character literals, `#__VA_ARGS__`, empty macro
// arguments, a function-like macro name used without parentheses, a self-referential macro,
// `__LINE__` after a block comment and a line-continued macro definition, and a macro whose
// replacement is empty called with `()`.
/* a block comment
   spanning three
   lines */
static int count(__constant const char *s, char c) {
  int n = 0;
  for (; *s; ++s) {
    n += *s == c;
  }
  return n;
}

__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_ppStringize_0(const int n, const int scale, __global int *out) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      const int line = 30;
      int v = count("@inner(0) @shared", '@') + 10 * count("(0 1)", '1');
      v += 100 * count("\"a\\\"b\" 'q'", '"') + 1000 * count("x, y, z", ',');
      v += 4 + 3 + (1 + 2);
      out[b * 2 + t] = v * 10000 + line * 10 + scale * 2;
    }
  }
}
