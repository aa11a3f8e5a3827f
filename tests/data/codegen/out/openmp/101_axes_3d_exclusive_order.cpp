// A 3-D work-group with explicit axes: `@outer(2)`/`@outer(1)`/`@outer(0)` in nesting order,
// and three `@inner` nests that visit the same work-items in different loop orders
// (z-x-y, z-y-x and x-y-z by nesting). An `@exclusive` value written in the first nest must
// be read back by the same logical work-item (same axis indices) in the later nests, and a
// `@shared` 3-D tile is transposed through between them.
typedef float tile_t[2][3][4];

extern "C" void axes3dExclusive(const int &nbx, const int &nby, const int &nbz, float *out) {
  #pragma omp parallel for
  for (int bz = 0; bz < nbz; ++bz) {
    for (int by = 0; by < nby; ++by) {
      for (int bx = 0; bx < nbx; ++bx) {
        int _occa_exclusive_index;
        tile_t s;
        int gid[24];
        float w[24][2];
        _occa_exclusive_index = 0;
        for (int z = 0; z < 2; ++z) {
          for (int x = 0; x < 4; ++x) {
            for (int y = 0; y < 3; ++y) {
              _occa_exclusive_index = 12 * z + x + 4 * y;
              gid[_occa_exclusive_index] = ((bz * 2 + z) * (nby * 3) + (by * 3 + y)) * (nbx * 4) + bx * 4 + x;
              w[_occa_exclusive_index][0] = 0.5f * x;
              w[_occa_exclusive_index][1] = 0.25f * y + z;
              s[z][y][x] = (float)(100 * z + 10 * y + x);
            }
          }
        }
        _occa_exclusive_index = 0;
        for (int z = 0; z < 2; ++z) {
          for (int y = 0; y < 3; ++y) {
            for (int x = 0; x < 4; ++x) {
              _occa_exclusive_index = 12 * z + 4 * y + x;
              out[gid[_occa_exclusive_index]] = s[2 - 1 - z][y][4 - 1 - x] + w[_occa_exclusive_index][0] + w[_occa_exclusive_index][1];
            }
          }
        }
        _occa_exclusive_index = 0;
        for (int x = 0; x < 4; ++x) {
          for (int y = 0; y < 3; ++y) {
            for (int z = 0; z < 2; ++z) {
              _occa_exclusive_index = x + 4 * y + 12 * z;
              out[gid[_occa_exclusive_index]] += 1000.0f * (bz + by + bx);
            }
          }
        }
      }
    }
  }
}
