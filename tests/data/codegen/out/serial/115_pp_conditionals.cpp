// Kernel variants selected by `-D` values through `#if`/`#elif` chains with arithmetic,
// `defined X` without parentheses, character constants, unsigned promotion (`-1 > 0u` is true
// in `#if`), `#ifndef` defaults, nested conditionals, and `#undef`/redefinition.
extern "C" void ppConditionals(const int &N, int *out) {
  for (int b = 0; b < N; b += 4) {
    for (int t = 0; t < 4; ++t) {
      const int base = 1000;
      if (b + t < N) {
        out[b + t] = base + 4 * 100 + 1 * 7 + 10 + 5 + t;
      }
    }
  }
}
