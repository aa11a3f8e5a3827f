#include <cstddef>

// Top-level `@outer` loops inside a regular loop that skips iterations with `continue` and
// stops with `break` (each surviving pass launches one parallel loop on OpenMP), a `size_t`
// `@outer` iterator with a macro stride, and two `@outer` nests with different
// `@max_inner_dims` and runtime `@inner` extents sharing `@exclusive` names.
extern "C" void outerInRegular(const int &passes, const int &w, int *acc, int *last) {
  for (int p = 0; p < passes; ++p) {
    if (p % 3 == 1) {
      continue;
    }
    if (p == 8) {
      break;
    }
    for (size_t g = 0; g < 4 * 4; g += 4) {
      for (int t = 0; t < 4; ++t) {
        acc[g + t] += p * 10 + t;
      }
    }
  }
  for (int g = 0; g < 3; ++g) {
    int _occa_exclusive_index;
    int v[8];
    _occa_exclusive_index = 0;
    for (int t = 0; t < w; ++t) {
      _occa_exclusive_index = t;
      v[_occa_exclusive_index] = g * 100 + t;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < w; ++t) {
      _occa_exclusive_index = t;
      last[g * 8 + t] = v[_occa_exclusive_index] * 2;
    }
  }
  for (int g = 0; g < 2; ++g) {
    int _occa_exclusive_index;
    int v[8];
    _occa_exclusive_index = 0;
    for (int y = 0; y < 2; ++y) {
      for (int x = 0; x < w - 3; ++x) {
        _occa_exclusive_index = 4 * y + x;
        v[_occa_exclusive_index] = -(g * 10 + y * 4 + x);
      }
    }
    _occa_exclusive_index = 0;
    for (int y = 0; y < 2; ++y) {
      for (int x = 0; x < w - 3; ++x) {
        _occa_exclusive_index = 4 * y + x;
        last[24 + g * 8 + y * 4 + x] = v[_occa_exclusive_index];
      }
    }
  }
}
