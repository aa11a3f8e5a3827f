// A tile size of unsigned type (`sizeof(int)`, a `size_t`) over a loop that starts below zero:
// the host tile loop compares the `int` iterator with `_occa_tiled_t + sizeof(int)` (unsigned),
// which g++ reports (-Wsign-compare) and which is false for the tile that straddles zero
// (-2 + 4ul wraps to 2, and (size_t)-2 is not below it), so that tile's elements are skipped.
extern "C" void tileSizeof(const int &nb, int *out) {
  #pragma omp parallel for
  for (int b = 0; b < nb; ++b) {
    for (int _occa_tiled_t = -2; _occa_tiled_t < 14; _occa_tiled_t += (int)sizeof(int)) {
      for (int t = _occa_tiled_t; t < _occa_tiled_t + (int)sizeof(int); ++t) {
        if (t < 14) {
          out[b * 16 + t + 2] = 10 * b + t;
        }
      }
    }
  }
}
