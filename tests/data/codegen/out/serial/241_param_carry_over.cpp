// A kernel parameter written in one `@inner` loop and read in the next ones of the same
// `@outer` iteration: each GPU work-item keeps its own copy from loop to loop, also when the
// write is in a non-innermost `@inner` body (`acc += 100 * ty`, run by every work-item below)
// and when a regular loop runs an `@inner` loop several times. Each work-group starts again
// from the argument.
extern "C" void paramCarry(const int &n, int &acc, int *y) {
  for (int b = 0; b < n; ++b) {
    int _occa_exclusive_index;
    int _occa_param_acc[8];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 8; ++_occa_exclusive_init) {
      _occa_param_acc[_occa_exclusive_init] = acc;
    }
    _occa_exclusive_index = 0;
    for (int ty = 0; ty < 2; ++ty) {
      for (int _occa_exclusive_x = 0; _occa_exclusive_x < 4; ++_occa_exclusive_x) {
        _occa_exclusive_index = 4 * ty + _occa_exclusive_x;
        _occa_param_acc[_occa_exclusive_index] += 100 * ty;
      }
      for (int tx = 0; tx < 4; ++tx) {
        _occa_exclusive_index = 4 * ty + tx;
        _occa_param_acc[_occa_exclusive_index] += tx * b;
      }
    }
    for (int r = 0; r < 3; ++r) {
      _occa_exclusive_index = 0;
      for (int ty = 0; ty < 2; ++ty) {
        for (int tx = 0; tx < 4; ++tx) {
          _occa_exclusive_index = 4 * ty + tx;
          _occa_param_acc[_occa_exclusive_index] *= 2;
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int ty = 0; ty < 2; ++ty) {
      for (int tx = 0; tx < 4; ++tx) {
        _occa_exclusive_index = 4 * ty + tx;
        y[b * 8 + ty * 4 + tx] = _occa_param_acc[_occa_exclusive_index];
      }
    }
  }
}
