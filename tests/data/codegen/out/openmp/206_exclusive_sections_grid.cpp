// A 2-D grid (`@outer(1)` over rows of blocks, `@outer(0)` over columns) with a 2-D work-group
// (`@inner(1)` 3 x `@inner(0)` 4). `@exclusive` state lives through four barrier-separated
// sections: written only on some work-items in an `if` of section 1 (the others keep the
// initializer), an array of structs filled by a regular loop, read back in later sections in
// a different order; a second `@exclusive` is declared inside an `if` of the `@outer` body
// and used only in the `@inner` loops of that `if`. A `@shared` tile carries values between
// work-items.
struct Acc {
  int sum;
  int hist[2];
};

extern "C" void exclusiveGrid(const int &nby, const int &nbx, const int *x, int *out, int *extra) {
  #pragma omp parallel for
  for (int by = 0; by < nby; ++by) {
    for (int bx = 0; bx < nbx; ++bx) {
      int _occa_exclusive_index;
      int tile[3][4];
      int mine[12];
      for (int _occa_exclusive_init = 0; _occa_exclusive_init < 12; ++_occa_exclusive_init) {
        mine[_occa_exclusive_init] = -5;
      }
      Acc acc[12][2];
      _occa_exclusive_index = 0;
      for (int ty = 0; ty < 3; ++ty) {
        for (int tx = 0; tx < 4; ++tx) {
          _occa_exclusive_index = 4 * ty + tx;
          const int gid = ((by * 3 + ty) * nbx + bx) * 4 + tx;
          if ((tx + ty) % 2 == 0) {
            mine[_occa_exclusive_index] = x[gid];
          }
          tile[ty][tx] = x[gid];
          for (int a = 0; a < 2; ++a) {
            acc[_occa_exclusive_index][a].sum = 0;
            acc[_occa_exclusive_index][a].hist[0] = acc[_occa_exclusive_index][a].hist[1] = 0;
          }
        }
      }
      _occa_exclusive_index = 0;
      for (int ty = 0; ty < 3; ++ty) {
        for (int tx = 0; tx < 4; ++tx) {
          _occa_exclusive_index = 4 * ty + tx;
          for (int k = 0; k < 4; ++k) {
            const int v = tile[(ty + 1) % 3][k];
            acc[_occa_exclusive_index][k % 2].sum += v;
            acc[_occa_exclusive_index][k % 2].hist[v % 2 != 0] += 1;
          }
        }
      }
      _occa_exclusive_index = 0;
      for (int ty = 0; ty < 3; ++ty) {
        for (int tx = 0; tx < 4; ++tx) {
          _occa_exclusive_index = 4 * ty + tx;
          tile[2 - ty][3 - tx] = mine[_occa_exclusive_index] + acc[_occa_exclusive_index][1].sum;
        }
      }
      if (by % 2 == 1) {
        int odd[12];
        _occa_exclusive_index = 0;
        for (int ty = 0; ty < 3; ++ty) {
          for (int tx = 0; tx < 4; ++tx) {
            _occa_exclusive_index = 4 * ty + tx;
            odd[_occa_exclusive_index] = tile[ty][tx] * 2;
          }
        }
        _occa_exclusive_index = 0;
        for (int ty = 0; ty < 3; ++ty) {
          for (int tx = 0; tx < 4; ++tx) {
            _occa_exclusive_index = 4 * ty + tx;
            const int gid = ((by * 3 + ty) * nbx + bx) * 4 + tx;
            extra[gid] = odd[_occa_exclusive_index] + acc[_occa_exclusive_index][0].hist[1];
          }
        }
      }
      _occa_exclusive_index = 0;
      for (int ty = 0; ty < 3; ++ty) {
        for (int tx = 0; tx < 4; ++tx) {
          _occa_exclusive_index = 4 * ty + tx;
          const int gid = ((by * 3 + ty) * nbx + bx) * 4 + tx;
          out[gid] = mine[_occa_exclusive_index] * 1000 + acc[_occa_exclusive_index][0].sum * 10 + acc[_occa_exclusive_index][1].hist[0] + tile[ty][tx];
        }
      }
    }
  }
}
