// `@exclusive` state declared in an `@outer(2)` body and used by the groups of a nested
// `@outer(1)` loop and two sibling `@outer(0)` loops: a struct whose braced initializer reads
// the `@outer(2)` iterator and an array without an initializer. Each work-item
// (bz, by, bx, t) has its own copies on a GPU: they start from the initializer in every group
// and carry from the first `@outer(0)` loop to the second.
struct Acc {
  int s;
  int n;
};

extern "C" void exclusiveThreeNestedGroups(const int &nz, int *out) {
  #pragma omp parallel for
  for (int bz = 0; bz < nz; ++bz) {
    int _occa_exclusive_index;
    Acc acc[24];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 24; ++_occa_exclusive_init) {
      acc[_occa_exclusive_init] = {bz * 1000, 0};
    }
    int hist[24][2];
    for (int by = 0; by < 2; ++by) {
      for (int bx = 0; bx < 3; ++bx) {
        _occa_exclusive_index = 0;
        for (int t = 0; t < 4; ++t) {
          _occa_exclusive_index = 12 * by + 4 * bx + t;
          acc[_occa_exclusive_index].s += by * 100 + bx * 10 + t;
          acc[_occa_exclusive_index].n += 1;
          hist[_occa_exclusive_index][0] = by;
          hist[_occa_exclusive_index][1] = bx * 4 + t;
        }
      }
      for (int bx = 0; bx < 3; ++bx) {
        _occa_exclusive_index = 0;
        for (int t = 0; t < 4; ++t) {
          _occa_exclusive_index = 12 * by + 4 * bx + t;
          acc[_occa_exclusive_index].n += 1;
          out[((bz * 2 + by) * 3 + bx) * 4 + t] = acc[_occa_exclusive_index].s * 1000 + acc[_occa_exclusive_index].n * 100 + hist[_occa_exclusive_index][0] * 16 + hist[_occa_exclusive_index][1];
        }
      }
    }
  }
}
