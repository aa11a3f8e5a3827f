// @tile loops whose tiles reach past the iterator type's range: unsigned loops down to 0 (an
// `unsigned char` iterator, which C++ promotes to `int` in the arithmetic; nested tiles, whose
// hoisted block loop is a plain loop on OpenMP too), an unsigned loop up to UINT_MAX, signed
// loops down to INT_MIN and up to INT_MAX, and a signed decreasing `-= 2` tile with `>`.
extern "C" void tileRangeLimits(const int &n, int *a, int *b, int *c, int *d, int *e, int *f) {
  #pragma omp parallel for
  for (decltype((unsigned char)0 + 0) _occa_tiled_i = (unsigned char)n; 0 < _occa_tiled_i; _occa_tiled_i -= 4) {
    for (unsigned char i = _occa_tiled_i; 0 < i && _occa_tiled_i - i < 4; --i) {
      a[i] += i;
    }
  }
  #pragma omp parallel for
  for (unsigned int _occa_tiled_j = 6u; _occa_tiled_j > 0u; _occa_tiled_j -= 2 * 2) {
    for (unsigned int _occa_tiled_i = n; _occa_tiled_i >= 1u; _occa_tiled_i -= 4) {
      for (unsigned int j = _occa_tiled_j; j > 0u && _occa_tiled_j - j < 2 * 2; j -= 2) {
        for (unsigned int i = _occa_tiled_i; i >= 1u && _occa_tiled_i - i < 4; --i) {
          b[j * 21 + i] += (int)(j + i);
        }
      }
      if (_occa_tiled_i - 1u < 4) {
        break;
      }
    }
  }
  #pragma omp parallel for
  for (unsigned int _occa_tiled_i = 4294967286u; _occa_tiled_i < 4294967295u; _occa_tiled_i += 2 * 3) {
    for (unsigned int i = _occa_tiled_i; i < 4294967295u && i - _occa_tiled_i < 2 * 3; i += 3) {
      c[i - 4294967286u] += 1;
    }
  }
  #pragma omp parallel for
  for (int _occa_tiled_i = -2147483640; _occa_tiled_i > -2147483647 - 1; _occa_tiled_i -= 4) {
    for (int i = _occa_tiled_i; i > -2147483647 - 1 && _occa_tiled_i - i < 4; --i) {
      d[i + 2147483647] += 1;
    }
  }
  #pragma omp parallel for
  for (int _occa_tiled_i = 2147483640; _occa_tiled_i <= 2147483645; _occa_tiled_i += 2 * 2) {
    for (int i = _occa_tiled_i; i <= 2147483645 && i - _occa_tiled_i < 2 * 2; i += 2) {
      e[(i - 2147483640) / 2] += 1;
    }
  }
  #pragma omp parallel for
  for (int _occa_tiled_i = n - 1; _occa_tiled_i > -3; _occa_tiled_i -= 3 * 2) {
    for (int i = _occa_tiled_i; i > _occa_tiled_i - 3 * 2; i -= 2) {
      if (i > -3) {
        f[i + 3] += i;
      }
    }
  }
}
