// `@tile` with `check=false` over ranges the tile divides exactly: `+= 2` with `<=`, `-= 3`
// with `>=`, `i -= 1` down-counting with the iterator on the right (`0 < i`), `+= 4` over
// `long`; and checked tiles over narrow unsigned iterators whose last tile reaches below zero
// (`unsigned char g -= 10` down to 10, `unsigned short s -= 7` down to 10) or past the top
// (`unsigned char u += 3` up to 250), with an `@exclusive`
// counter in the element loop of an `@outer`-only tile.
extern "C" void tileSteps(const int &n, int *a, int *b, int *c, int *d) {
  #pragma omp parallel for
  for (int _occa_tiled_i = 0; _occa_tiled_i <= 31; _occa_tiled_i += 4 * 2) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + 4 * 2; i += 2) {
      a[i] = i * 3 + 1;
    }
  }
  #pragma omp parallel for
  for (int _occa_tiled_i = 35; _occa_tiled_i >= 0; _occa_tiled_i -= 2 * 3) {
    for (int i = _occa_tiled_i; i > _occa_tiled_i - 2 * 3; i -= 3) {
      a[i + 1] += 1000;
    }
  }
  #pragma omp parallel for
  for (int _occa_tiled_i = n; 0 < _occa_tiled_i; _occa_tiled_i -= 8 * 1) {
    for (int i = _occa_tiled_i; _occa_tiled_i - 8 * 1 < i; i -= 1) {
      b[i - 1] = i;
    }
  }
  #pragma omp parallel for
  for (long _occa_tiled_l = -8; _occa_tiled_l < 56; _occa_tiled_l += 4 * 4) {
    for (long l = _occa_tiled_l; l < _occa_tiled_l + 4 * 4; l += 4) {
      b[l + 8 + 2] += (int)(l * 10);
    }
  }
  #pragma omp parallel for
  for (decltype((unsigned char)0 + 10) _occa_tiled_g = 250; _occa_tiled_g >= 10; _occa_tiled_g -= 3 * 10) {
    for (unsigned char g = _occa_tiled_g; g >= 10 && _occa_tiled_g - g < 3 * 10; g -= 10) {
      c[g / 10] = g;
    }
  }
  #pragma omp parallel for
  for (decltype((unsigned short)0 + 7) _occa_tiled_s = 73; _occa_tiled_s > 7; _occa_tiled_s -= 4 * 7) {
    int _occa_exclusive_index;
    for (unsigned short s = _occa_tiled_s; s > 7 && _occa_tiled_s - s < 4 * 7; s -= 7) {
      int cnt[4];
      for (int _occa_exclusive_init = 0; _occa_exclusive_init < 4; ++_occa_exclusive_init) {
        cnt[_occa_exclusive_init] = s;
      }
      _occa_exclusive_index = 0;
      for (int t = 0; t < 4; ++t) {
        _occa_exclusive_index = t;
        cnt[_occa_exclusive_index] += t;
      }
      _occa_exclusive_index = 0;
      for (int t = 0; t < 4; ++t) {
        _occa_exclusive_index = t;
        c[32 + s / 7 * 4 + t] = cnt[_occa_exclusive_index] * 2;
      }
    }
  }
  #pragma omp parallel for
  for (decltype((unsigned char)0 + 250) _occa_tiled_u = 1; _occa_tiled_u <= 250; _occa_tiled_u += 8 * 3) {
    for (unsigned char u = _occa_tiled_u; u <= 250 && u - _occa_tiled_u < 8 * 3; u += 3) {
      d[u / 3] = u;
    }
  }
}
