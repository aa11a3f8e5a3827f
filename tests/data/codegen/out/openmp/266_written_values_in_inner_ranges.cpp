// A kernel parameter or loop iterator that an `@inner` body writes, read by the range of an
// `@inner` loop. GPUs evaluate `@inner` ranges with the group's values (they make the launch
// shape), so every range reads the value from before the writes, while each work-item's own
// copy carries the writes:
// * an `@outer` iterator in the range of the `@inner` loop whose body writes it;
// * a by-value parameter bounding two `@inner` loops, written per work-item in the first and
//   read per work-item in the second (`@max_inner_dims` sizes the copies);
// * an `@inner` iterator bounding its nested (triangular) `@inner` loop, which writes it.
extern "C" void rangesRead(int &n, int *a, int *c, int *d) {
  #pragma omp parallel for
  for (int b = 0; b < 2; ++b) {
    for (int t = b * 4; t < b * 4 + 4; ++t) {
      int _occa_iter_b = b;
      const int k = t;
      _occa_iter_b += 100;
      a[k] = _occa_iter_b;
    }
  }
  #pragma omp parallel for
  for (int g = 0; g < 2; ++g) {
    int _occa_exclusive_index;
    int _occa_param_n[4];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 4; ++_occa_exclusive_init) {
      _occa_param_n[_occa_exclusive_init] = n;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < n; ++t) {
      _occa_exclusive_index = t;
      _occa_param_n[_occa_exclusive_index] += t;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < n; ++t) {
      _occa_exclusive_index = t;
      c[g * 3 + t] = _occa_param_n[_occa_exclusive_index];
    }
  }
  #pragma omp parallel for
  for (int g = 0; g < 2; ++g) {
    for (int y = 0; y < 3; ++y) {
      for (int x = 0; x < y + 1; ++x) {
        int _occa_iter_y = y;
        const int k = (g * 3 + _occa_iter_y) * 3 + x;
        _occa_iter_y += 10;
        d[k] = _occa_iter_y;
      }
    }
  }
}
