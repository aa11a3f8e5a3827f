namespace cfg {
  constexpr int W = 8;
}

// `@shared` extents and `@inner` bounds written with C++ constant expressions that name
// their constants through a scope: a namespace `constexpr`, a `static constexpr` member, a
// class-scope enumerator and a scoped enumerator (spec §3.4, §5.3: "compile-time constant").
// The `@exclusive` variable needs the inner extent as a number on host targets.
struct Block {
  static constexpr int rows = 2;
  enum { cols = 4 };
};

enum class Lanes : int {
  count = 8
};

extern "C" void qualifiedConstants(const int &nB, const int *x, int *y) {
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    int s[cfg::W];
    int m[Block::rows][Block::cols];
    int mine[8];
    _occa_exclusive_index = 0;
    for (int t = 0; t < (int)Lanes::count; ++t) {
      _occa_exclusive_index = t;
      mine[_occa_exclusive_index] = x[b * cfg::W + t];
      s[t] = mine[_occa_exclusive_index];
      m[t / Block::cols][t % Block::cols] = 2 * mine[_occa_exclusive_index];
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < cfg::W; ++t) {
      _occa_exclusive_index = t;
      y[b * cfg::W + t] = mine[_occa_exclusive_index] + s[cfg::W - 1 - t] + m[1 - t / Block::cols][t % Block::cols];
    }
  }
}
