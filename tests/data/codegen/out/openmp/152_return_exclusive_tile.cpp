// A `return` in a tiled 2-D @inner nest (`@tile(4, @inner, @inner)` over 14 elements: 16
// work-items, the last two outside the range) before a later tiled nest, in a kernel with
// @exclusive arrays: the later nest reads each work-item's own copies, and only for the
// work-items that did not return.
extern "C" void tileReturn(const int &groups, const int *x, int *out) {
  #pragma omp parallel for
  for (int g = 0; g < groups; ++g) {
    int _occa_exclusive_index;
    int _occa_returned_count = 0;
    bool _occa_returned[16];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 16; ++_occa_exclusive_init) {
      _occa_returned[_occa_exclusive_init] = false;
    }
    int acc[16][3];
    int keep[16];
    _occa_exclusive_index = 0;
    for (int _occa_tiled_t = 0; _occa_tiled_t < 14; _occa_tiled_t += 4) {
      for (int t = _occa_tiled_t; t < _occa_tiled_t + 4; ++t) {
        {
          _occa_exclusive_index = 4 * (_occa_tiled_t / 4) + (t - _occa_tiled_t);
          if (t < 14) {
            keep[_occa_exclusive_index] = x[g * 14 + t];
            for (int k = 0; k < 3; ++k) {
              acc[_occa_exclusive_index][k] = keep[_occa_exclusive_index] * (k + 1);
            }
            for (int k = 0; k < 3; ++k) {
              if (acc[_occa_exclusive_index][k] > 40) {
                _occa_returned[_occa_exclusive_index] = true;
                ++_occa_returned_count;
                goto _occa_return_0;
              }
            }
          }
        }
      _occa_return_0:
        ;
      }
    }
    if (_occa_returned_count == 16) {
      continue;
    }
    _occa_exclusive_index = 0;
    for (int _occa_tiled_t = 0; _occa_tiled_t < 14; _occa_tiled_t += 4) {
      for (int t = _occa_tiled_t; t < _occa_tiled_t + 4; ++t) {
        _occa_exclusive_index = 4 * (_occa_tiled_t / 4) + (t - _occa_tiled_t);
        if (_occa_returned[_occa_exclusive_index]) {
          continue;
        }
        if (t < 14) {
          out[g * 14 + t] = acc[_occa_exclusive_index][0] + acc[_occa_exclusive_index][1] + acc[_occa_exclusive_index][2] + keep[_occa_exclusive_index];
        }
      }
    }
  }
}
