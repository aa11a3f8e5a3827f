// An initialised `@exclusive` variable declared in an `@outer(1)` body and updated inside the
// nested `@outer(0)` loop's `@inner` loop (`ey += bx`). On a GPU every work-item of group
// (by, bx) runs the `@outer(1)` body itself, so its copy starts from the initializer in each
// group: ey = 5 + bx. The host storage is initialised once per `by` and carries from one `bx`
// to the next.
extern "C" void exclusiveInitNestedOuter(const int &ny, int *out) {
  for (int by = 0; by < ny; ++by) {
    int _occa_exclusive_index;
    int ey[12];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 12; ++_occa_exclusive_init) {
      ey[_occa_exclusive_init] = 5;
    }
    for (int bx = 0; bx < 3; ++bx) {
      _occa_exclusive_index = 0;
      for (int t = 0; t < 4; ++t) {
        _occa_exclusive_index = 4 * bx + t;
        ey[_occa_exclusive_index] += bx;
        out[(by * 3 + bx) * 4 + t] = ey[_occa_exclusive_index] * 100 + t;
      }
    }
  }
}
