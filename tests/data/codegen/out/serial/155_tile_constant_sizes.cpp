// Tile sizes written as C++ constant expressions: a cast to a user integer typedef, a
// `constexpr` variable, an enumerator, `sizeof` arithmetic and a `constexpr` function call.
// Each `@exclusive` variable needs the `@inner` sizes, so every size must be evaluated.
typedef int dlong;

constexpr int TILE = 4;

enum {
  ETILE = 8
};

constexpr int sq(int x) {
  return x * x;
}

extern "C" void tileConstantSizes(const int &nb, int *out) {
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    int e[16];
    _occa_exclusive_index = 0;
    for (int _occa_tiled_i = 0; _occa_tiled_i < 16; _occa_tiled_i += (dlong)4) {
      for (int i = _occa_tiled_i; i < _occa_tiled_i + (dlong)4; ++i) {
        _occa_exclusive_index = 4 * (_occa_tiled_i / (dlong)4) + (i - _occa_tiled_i);
        if (i < 16) {
          e[_occa_exclusive_index] = i;
          out[b * 80 + i] = e[_occa_exclusive_index] + 1;
        }
      }
    }
  }
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    int e[16];
    _occa_exclusive_index = 0;
    for (int _occa_tiled_i = 0; _occa_tiled_i < 16; _occa_tiled_i += TILE) {
      for (int i = _occa_tiled_i; i < _occa_tiled_i + TILE; ++i) {
        _occa_exclusive_index = 4 * (_occa_tiled_i / TILE) + (i - _occa_tiled_i);
        if (i < 16) {
          e[_occa_exclusive_index] = 2 * i;
          out[b * 80 + 16 + i] = e[_occa_exclusive_index];
        }
      }
    }
  }
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    int e[16];
    _occa_exclusive_index = 0;
    for (int _occa_tiled_i = 0; _occa_tiled_i < 16; _occa_tiled_i += ETILE) {
      for (int i = _occa_tiled_i; i < _occa_tiled_i + ETILE; ++i) {
        _occa_exclusive_index = 8 * (_occa_tiled_i / ETILE) + (i - _occa_tiled_i);
        if (i < 16) {
          e[_occa_exclusive_index] = 3 * i;
          out[b * 80 + 32 + i] = e[_occa_exclusive_index];
        }
      }
    }
  }
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    int e[16];
    _occa_exclusive_index = 0;
    for (int _occa_tiled_i = 0; _occa_tiled_i < 16; _occa_tiled_i += (int)(sizeof(double) * 2 - 8)) {
      for (int i = _occa_tiled_i; i < _occa_tiled_i + (int)(sizeof(double) * 2 - 8); ++i) {
        _occa_exclusive_index = 8 * (_occa_tiled_i / (int)(sizeof(double) * 2 - 8)) + (i - _occa_tiled_i);
        if (i < 16) {
          e[_occa_exclusive_index] = 4 * i;
          out[b * 80 + 48 + i] = e[_occa_exclusive_index];
        }
      }
    }
  }
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    int e[16];
    _occa_exclusive_index = 0;
    for (int _occa_tiled_i = 0; _occa_tiled_i < 16; _occa_tiled_i += sq(2)) {
      for (int i = _occa_tiled_i; i < _occa_tiled_i + sq(2); ++i) {
        _occa_exclusive_index = 4 * (_occa_tiled_i / sq(2)) + (i - _occa_tiled_i);
        if (i < 16) {
          e[_occa_exclusive_index] = 5 * i;
          out[b * 80 + 64 + i] = e[_occa_exclusive_index];
        }
      }
    }
  }
}
