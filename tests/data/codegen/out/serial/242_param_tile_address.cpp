// Kernel parameters written in a `@tile` loop and through helper functions: `bump(&a, i)` takes
// the parameter's address and `twice(c)` binds it to a non-`const` reference. On GPUs each
// work-item writes its own copies; serial and OpenMP must do the same.
void bump(int *v, int by) {
  *v += by;
}

void twice(int &v) {
  v *= 2;
}

extern "C" void paramTile(const int &n, float &offset, int &a, int &c, float *y, int *z) {
  for (int _occa_tiled_i = 0; _occa_tiled_i < n; _occa_tiled_i += 4) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + 4; ++i) {
      float _occa_param_offset = offset;
      int _occa_param_a = a;
      int _occa_param_c = c;
      if (i < n) {
        _occa_param_offset += i;
        bump(&_occa_param_a, i);
        twice(_occa_param_c);
        y[i] = _occa_param_offset;
        z[i] = _occa_param_a * 10 + _occa_param_c;
      }
    }
  }
}
