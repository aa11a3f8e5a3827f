// Kernel variants chosen by the preprocessor.
extern "C" void variantKernel(const int &n, int *y) {
  for (int _occa_tiled_i = 0; _occa_tiled_i < n; _occa_tiled_i += 16) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + 16; ++i) {
      if (i < n) {
        y[i] = i * i;
        y[i] += 5;
      }
    }
  }
}
