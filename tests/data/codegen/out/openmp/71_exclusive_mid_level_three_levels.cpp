// Three @inner levels: an @exclusive written in the body of the outermost one (once per (ty, tx)),
// and in the middle one inside an if/else and a regular loop that hold innermost @inner loops.
extern "C" void exclusiveMidThreeLevels(const int &nB, const int *x, int *y) {
  #pragma omp parallel for
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    int e[24];
    _occa_exclusive_index = 0;
    for (int tz = 0; tz < 2; ++tz) {
      for (int _occa_exclusive_y = 0; _occa_exclusive_y < 3; ++_occa_exclusive_y) {
        for (int _occa_exclusive_x = 0; _occa_exclusive_x < 4; ++_occa_exclusive_x) {
          _occa_exclusive_index = 12 * tz + 4 * _occa_exclusive_y + _occa_exclusive_x;
          e[_occa_exclusive_index] = x[b] + 100 * tz;
        }
      }
      for (int ty = 0; ty < 3; ++ty) {
        if (ty > 0) {
          for (int _occa_exclusive_x = 0; _occa_exclusive_x < 4; ++_occa_exclusive_x) {
            _occa_exclusive_index = 12 * tz + 4 * ty + _occa_exclusive_x;
            e[_occa_exclusive_index] += 10 * ty;
          }
          for (int tx = 0; tx < 4; ++tx) {
            _occa_exclusive_index = 12 * tz + 4 * ty + tx;
            e[_occa_exclusive_index] += tx;
          }
        } else {
          for (int tx = 0; tx < 4; ++tx) {
            _occa_exclusive_index = 12 * tz + 4 * ty + tx;
            e[_occa_exclusive_index] -= tx;
          }
        }
        for (int r = 0; r < 2; ++r) {
          for (int _occa_exclusive_x = 0; _occa_exclusive_x < 4; ++_occa_exclusive_x) {
            _occa_exclusive_index = 12 * tz + 4 * ty + _occa_exclusive_x;
            e[_occa_exclusive_index] *= 2;
          }
          for (int tx = 0; tx < 4; ++tx) {
            _occa_exclusive_index = 12 * tz + 4 * ty + tx;
            e[_occa_exclusive_index] += 1;
          }
        }
        for (int tx = 0; tx < 4; ++tx) {
          _occa_exclusive_index = 12 * tz + 4 * ty + tx;
          y[((b * 2 + tz) * 3 + ty) * 4 + tx] = e[_occa_exclusive_index];
        }
      }
    }
  }
}
