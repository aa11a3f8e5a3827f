// A 3-D `@outer` grid written in the order `@outer(1)`, `@outer(2)`, `@outer(0)` with non-zero
// starts and steps (up by 2, down by 3, up by 1 from -2); below it an `if` on the outer
// iterators chooses between two 2-D `@inner` nests of different shapes (4 x 3 and 2 x 6, axes
// written `@inner(0)` outside `@inner(1)` in one branch), both writing the same `@exclusive`
// and `@shared` variables that a later common nest reads. The work-group is 4 x 6 (per-axis
// maxima); in each group only the items of the taken branch write.
extern "C" void permutedAxes(const int &nx, const int &ny, const int &nz, int *out, int *groups) {
  #pragma omp parallel for
  for (int y = 1; y < ny; y += 2) {
    for (int z = nz; z > 0; z -= 3) {
      for (int x = -2; x < nx; ++x) {
        int _occa_exclusive_index;
        int tile[6][4];
        int mine[24];
        const int g = (y / 2 * ((nz + 2) / 3) + (nz - z) / 3) * (nx + 2) + (x + 2);
        _occa_exclusive_index = 0;
        for (int j = 0; j < 6; ++j) {
          for (int i = 0; i < 4; ++i) {
            _occa_exclusive_index = 4 * j + i;
            tile[j][i] = -1;
            mine[_occa_exclusive_index] = -2;
          }
        }
        if ((x + y + z) % 2 == 0) {
          _occa_exclusive_index = 0;
          for (int j = 0; j < 3; ++j) {
            for (int i = 0; i < 4; ++i) {
              _occa_exclusive_index = 4 * j + i;
              mine[_occa_exclusive_index] = 100 * x + 10 * j + i;
              tile[j][i] = y * z;
            }
          }
        } else {
          _occa_exclusive_index = 0;
          for (int i = 0; i < 2; ++i) {
            for (int j = 0; j < 6; ++j) {
              _occa_exclusive_index = i + 4 * j;
              mine[_occa_exclusive_index] = -(100 * x + 10 * j + i);
              tile[j][i] = y + z;
            }
          }
        }
        _occa_exclusive_index = 0;
        for (int j = 0; j < 6; ++j) {
          for (int i = 0; i < 4; ++i) {
            _occa_exclusive_index = 4 * j + i;
            out[g * 24 + j * 4 + i] = mine[_occa_exclusive_index] * 1000 + tile[j][i];
            if (i == 0 && j == 0) {
              groups[g] = x * 10000 + y * 100 + z;
            }
          }
        }
      }
    }
  }
}
