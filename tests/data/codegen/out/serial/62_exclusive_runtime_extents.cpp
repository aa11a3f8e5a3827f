// @exclusive sized by @max_inner_dims(8, 4) with runtime 2-D inner extents that differ between
// nests (nx x ny, then ny x nx with swapped axes), and an @exclusive declared inside a regular loop
// between the @outer and the @inner loops.
extern "C" void exclusiveRuntimeExtents(const int &nB, const int &nx, const int &ny, const int *x, int *y) {
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    int e[32];
    _occa_exclusive_index = 0;
    for (int ty = 0; ty < ny; ++ty) {
      for (int tx = 0; tx < nx; ++tx) {
        _occa_exclusive_index = 8 * ty + tx;
        e[_occa_exclusive_index] = x[(b * ny + ty) * nx + tx];
      }
    }
    for (int r = 0; r < 2; ++r) {
      int f[32];
      _occa_exclusive_index = 0;
      for (int ty = ny - 1; ty >= 0; --ty) {
        for (int tx = 0; tx < nx - r; ++tx) {
          _occa_exclusive_index = 8 * (ny - 1 - ty) + tx;
          f[_occa_exclusive_index] = e[_occa_exclusive_index] * (r + 2);
        }
      }
      _occa_exclusive_index = 0;
      for (int tx = 0; tx < nx - r; ++tx) {
        for (int ty = 0; ty < ny; ++ty) {
          _occa_exclusive_index = tx + 8 * ty;
          e[_occa_exclusive_index] += f[_occa_exclusive_index] + tx;
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int ty = 0; ty < ny; ++ty) {
      for (int tx = 0; tx < nx; ++tx) {
        _occa_exclusive_index = 8 * ty + tx;
        y[(b * ny + ty) * nx + tx] = e[_occa_exclusive_index];
      }
    }
  }
}
