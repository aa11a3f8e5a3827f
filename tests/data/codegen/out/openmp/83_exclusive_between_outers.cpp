// `@exclusive` variables declared at two levels of a 2-D `@outer` nest: `ey` between
// `@outer(1)` and `@outer(0)`, `ex` between `@outer(0)` and the `@inner` loops (spec §5.3:
// anywhere inside an `@outer` loop and outside `@inner` loops). Each work-item writes both in
// the first `@inner` loop and reads its own copies in the second.
extern "C" void exclusiveBetweenOuters(const int &ny, const int *x, int *out) {
  #pragma omp parallel for
  for (int by = 0; by < ny; ++by) {
    int _occa_exclusive_index;
    int ey[4];
    for (int bx = 0; bx < 3; ++bx) {
      int ex[4];
      _occa_exclusive_index = 0;
      for (int t = 0; t < 4; ++t) {
        _occa_exclusive_index = t;
        ey[_occa_exclusive_index] = x[by * 4 + t];
        ex[_occa_exclusive_index] = 100 * bx + t;
      }
      _occa_exclusive_index = 0;
      for (int t = 3; t >= 0; --t) {
        _occa_exclusive_index = 3 - t;
        out[(by * 3 + bx) * 4 + t] = ey[_occa_exclusive_index] * 1000 + ex[_occa_exclusive_index];
      }
    }
  }
}
