// The normalised `[[okl_...("(args)")]]` spelling mixed with `@` attributes in a templated
// kernel: `[[okl_kernel("")]]` after the template header, a non-type template parameter
// inside an attribute string (`[[okl_tile("(TS,@outer,@inner,check=true)")]]`), a
// `[[okl_restrict("")]]` parameter, `[[okl_outer("(0)")]]` before the `for` and `@inner` in a
// header, `[[okl_shared("")]]` sized by the template parameter next to `@exclusive`,
// `[[okl_exclusive("")]]`, an explicit `[[okl_barrier("(\"local\")")]];`, `[[okl_inner("(0)")]]`
// in a loop header, and `[[okl_atomic("")]]` beside `@atomic`.
extern "C" void tiledNeighbour_8_float(const int &n, const float *__restrict__ x, float *y, int *counts) {
  for (int _occa_tiled_i = 0; _occa_tiled_i < n; _occa_tiled_i += 8) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + 8; ++i) {
      if (i < n) {
        y[i] = float(2) * x[i];
      }
    }
  }
  for (int g = 0; g < (n + 8 - 1) / 8; ++g) {
    int _occa_exclusive_index;
    float s[8];
    float mine[8];
    int idx[8];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      idx[_occa_exclusive_index] = g * 8 + t;
      mine[_occa_exclusive_index] = idx[_occa_exclusive_index] < n ? y[idx[_occa_exclusive_index]] : float(0);
      s[t] = mine[_occa_exclusive_index];
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      const float left = s[(t + 8 - 1) % 8];
      if (idx[_occa_exclusive_index] < n) {
        y[idx[_occa_exclusive_index]] = mine[_occa_exclusive_index] + left;
        counts[g % 2] += 1;
      } else {
        counts[2]++;
      }
    }
  }
}
