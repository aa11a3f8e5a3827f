#include <cstddef>

// Tiles over 64-bit iterators whose values do not fit in `int`: `long` with `<=` and `+= 3`
// (check), `size_t` with the iterator on the right (`end > i`) and `check=false` on a
// range the tile divides, a decreasing `long long` tile with `>=` and `-= 2`, and an `@inner`
// tile over `unsigned long` with `<=`.
typedef long dlong;

extern "C" void tileLongInclusive(const dlong &base, const dlong &n, const int &m, int *a, int *b, int *c) {
  #pragma omp parallel for
  for (dlong _occa_tiled_i = base; _occa_tiled_i <= base + n - 1; _occa_tiled_i += 4 * 3) {
    for (dlong i = _occa_tiled_i; i < _occa_tiled_i + 4 * 3; i += 3) {
      if (i <= base + n - 1) {
        a[i - base] += (int)((i - base) / 3) + 1;
      }
    }
  }
  #pragma omp parallel for
  for (size_t _occa_tiled_i = (size_t)base; (size_t)(base + 48) > _occa_tiled_i; _occa_tiled_i += 8) {
    for (size_t i = _occa_tiled_i; _occa_tiled_i + 8 > i; i++) {
      b[i - (size_t)base] = (int)(i % 1000);
    }
  }
  #pragma omp parallel for
  for (long long _occa_tiled_i = base + n - 1; _occa_tiled_i >= base; _occa_tiled_i -= 5 * 2) {
    for (long long i = _occa_tiled_i; i > _occa_tiled_i - 5 * 2; i -= 2) {
      if (i >= base) {
        c[i - base] += 7;
      }
    }
  }
  #pragma omp parallel for
  for (int g = 0; g < 2; ++g) {
    for (unsigned long _occa_tiled_k = 0; _occa_tiled_k <= (unsigned long)(m - 1); _occa_tiled_k += 4) {
      for (unsigned long k = _occa_tiled_k; k < _occa_tiled_k + 4; ++k) {
        if (k <= (unsigned long)(m - 1)) {
          c[g * m + k] += 100 * g;
        }
      }
    }
  }
}
