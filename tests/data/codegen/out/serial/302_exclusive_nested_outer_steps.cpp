// An `@exclusive` variable whose initializer reads the `@outer(1)` iterator, updated per
// work-item in a non-innermost `@inner` body and in the innermost one of a nested `@outer(0)`
// loop that starts at 1 and steps by 2, and read in a sibling loop of the same shape: each
// work-item (by, bx, ty, tx) starts from `by * 7` on a GPU.
extern "C" void exclusiveNestedOuterSteps(const int &ny, int *out) {
  for (int by = 0; by < ny; ++by) {
    int _occa_exclusive_index;
    int e[18];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 18; ++_occa_exclusive_init) {
      e[_occa_exclusive_init] = by * 7;
    }
    for (int bx = 1; bx < 7; bx += 2) {
      _occa_exclusive_index = 0;
      for (int ty = 0; ty < 2; ++ty) {
        for (int _occa_exclusive_x = 0; _occa_exclusive_x < 3; ++_occa_exclusive_x) {
          _occa_exclusive_index = 6 * ((bx - 1) / 2) + 3 * ty + _occa_exclusive_x;
          e[_occa_exclusive_index] += bx;
        }
        for (int tx = 0; tx < 3; ++tx) {
          _occa_exclusive_index = 6 * ((bx - 1) / 2) + 3 * ty + tx;
          e[_occa_exclusive_index] = e[_occa_exclusive_index] * 10 + tx;
        }
      }
    }
    for (int bx = 1; bx < 7; bx += 2) {
      _occa_exclusive_index = 0;
      for (int ty = 0; ty < 2; ++ty) {
        for (int tx = 0; tx < 3; ++tx) {
          _occa_exclusive_index = 6 * ((bx - 1) / 2) + 3 * ty + tx;
          out[((by * 3 + (bx - 1) / 2) * 2 + ty) * 3 + tx] = e[_occa_exclusive_index] + ty * 100000;
        }
      }
    }
  }
}
