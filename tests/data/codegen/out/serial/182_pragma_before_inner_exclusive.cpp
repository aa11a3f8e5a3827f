// A loop pragma (`#pragma unroll 2`, or one injected with `@directive`) written right before a
// top-most `@inner` loop in an `@outer` body that has `@exclusive` state: on the host
// backends the exclusive-index reset must not end up between the pragma and its loop.
extern "C" void pragmaBeforeInner(const int &nb, int *y) {
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    int v[4];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      v[_occa_exclusive_index] = b * 4 + t;
    }
    _occa_exclusive_index = 0;
    #pragma GCC unroll 2
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      y[b * 4 + t] = v[_occa_exclusive_index];
    }
    _occa_exclusive_index = 0;
    #pragma GCC ivdep
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      y[b * 4 + t] += 100 * v[_occa_exclusive_index];
    }
  }
}
