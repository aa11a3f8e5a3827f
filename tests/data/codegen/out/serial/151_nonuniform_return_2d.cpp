// Some work-items of a 2-D @inner nest return (the condition reads their own coordinates), and
// later @inner loops of the same @outer iteration write results for the others only: in the
// same row's body (after a statement of the outer @inner level that runs per work-item because
// it uses an @exclusive variable) and in a later 2-D nest. Group 2 returns entirely.
extern "C" void partialReturn(const int &groups, int *out, int *mid, int *late) {
  for (int g = 0; g < groups; ++g) {
    int _occa_exclusive_index;
    int _occa_returned_count = 0;
    bool _occa_returned[32];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 32; ++_occa_exclusive_init) {
      _occa_returned[_occa_exclusive_init] = false;
    }
    int id[32];
    _occa_exclusive_index = 0;
    for (int y = 0; y < 4; ++y) {
      for (int x = 0; x < 8; ++x) {
        _occa_exclusive_index = 8 * y + x;
        id[_occa_exclusive_index] = (g * 4 + y) * 8 + x;
        if ((x + y) % 3 == 0 || g == 2) {
          _occa_returned[_occa_exclusive_index] = true;
          ++_occa_returned_count;
          continue;
        }
      }
      for (int _occa_exclusive_x = 0; _occa_exclusive_x < 8; ++_occa_exclusive_x) {
        _occa_exclusive_index = 8 * y + _occa_exclusive_x;
        if (!_occa_returned[_occa_exclusive_index]) {
          mid[id[_occa_exclusive_index]] = 1;
        }
      }
      for (int x = 0; x < 8; ++x) {
        _occa_exclusive_index = 8 * y + x;
        if (_occa_returned[_occa_exclusive_index]) {
          continue;
        }
        out[id[_occa_exclusive_index]] = 10 * y + x;
      }
    }
    if (_occa_returned_count == 32) {
      continue;
    }
    _occa_exclusive_index = 0;
    for (int y = 0; y < 4; ++y) {
      for (int x = 0; x < 8; ++x) {
        _occa_exclusive_index = 8 * y + x;
        if (_occa_returned[_occa_exclusive_index]) {
          continue;
        }
        late[(g * 4 + y) * 8 + x] = id[_occa_exclusive_index] + 1;
      }
    }
  }
}
