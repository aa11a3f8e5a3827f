// Kernel parameters written outside `@inner` loops: in the host prologue (before every
// `@outer` loop: `shift += 1`, `x += 2`, which every GPU work-item would do alike, so the loops
// start from the new values), in an `@outer` body outside its `@inner` loop (`base += b`, done
// once per work-group, each group starting from the argument), and again inside `@inner`
// (`shift *= 2`, `x += t`, per work-item). Serial and OpenMP must not let one group's or one
// work-item's writes reach the next.
extern "C" void paramPrologue(const int &n, int &shift, int &base, const float *x, float *y) {
  shift += 1;
  x += 2;
  #pragma omp parallel for
  for (int b = 0; b < n; ++b) {
    int _occa_param_base = base;
    _occa_param_base += 10 * b;
    for (int t = 0; t < 4; ++t) {
      int _occa_param_shift = shift;
      const float *_occa_param_x = x;
      _occa_param_shift *= 2;
      _occa_param_x += t;
      y[b * 4 + t] = _occa_param_x[b * 4] + _occa_param_shift + _occa_param_base;
    }
  }
}
