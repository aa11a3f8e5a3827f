// An `@exclusive` variable declared between `@outer(1)` and two sibling `@outer(0)` loops:
// each work-item (by, bx, t) writes it in the first sibling and reads it in the second, as one
// GPU thread of group (by, bx) runs both siblings.
extern "C" void exclusiveAcrossSiblings(const int &ny, const int *x, int *out) {
  #pragma omp parallel for
  for (int by = 0; by < ny; ++by) {
    int _occa_exclusive_index;
    int ey[12];
    for (int bx = 0; bx < 3; ++bx) {
      _occa_exclusive_index = 0;
      for (int t = 0; t < 4; ++t) {
        _occa_exclusive_index = 4 * bx + t;
        ey[_occa_exclusive_index] = x[(by * 3 + bx) * 4 + t];
      }
    }
    for (int bx = 0; bx < 3; ++bx) {
      _occa_exclusive_index = 0;
      for (int t = 0; t < 4; ++t) {
        _occa_exclusive_index = 4 * bx + t;
        out[(by * 3 + bx) * 4 + t] = ey[_occa_exclusive_index] * 10 + bx;
      }
    }
  }
}
