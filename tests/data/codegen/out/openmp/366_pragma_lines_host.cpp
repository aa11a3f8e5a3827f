#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-variable"

// `#pragma` lines (spec §10.4): `#pragma occa attributes <tokens>` injects the attributes
// (`@shared`, `@exclusive`, `@inner`, `@atomic`, a whole `@tile(...)`); every other
// `#pragma occa ...` line is dropped, at file scope and in `@outer` and `@inner` bodies (g++
// would reject an unknown pragma under `-Wall -Werror`); any other pragma is kept at its
// position with its text macro-expanded: the `GCC diagnostic` lines around a helper with an
// unused local must reach g++ (or `-Werror` fails), `GCC unroll UF` needs `UF` expanded.
static int twiceWithUnused(int x) {
  int unused_count = 3;
  return x * 2;
}

#pragma GCC diagnostic pop

extern "C" void pragmaLines(const int &nb, const int *x, int *y) {
  #pragma omp parallel for
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    int s[8];
    int acc[8];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      acc[_occa_exclusive_index] = 0;
      #pragma GCC unroll 4
      for (int k = 0; k <= t; ++k) {
        acc[_occa_exclusive_index] += x[b * 8 + k];
      }
      s[t] = acc[_occa_exclusive_index];
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      #pragma omp atomic
      y[b] += s[7 - t];
      y[nb + b * 8 + t] = acc[_occa_exclusive_index] + twiceWithUnused(s[t]);
    }
  }
  #pragma omp parallel for
  for (int _occa_tiled_i = 0; _occa_tiled_i < 8 * nb; _occa_tiled_i += 4) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + 4; ++i) {
      if (i < 8 * nb) {
        y[9 * nb + i] = 2 * x[i];
      }
    }
  }
}
