// Blocked transpose with explicit loop axes.
extern "C" void transpose2d(const int &rows, const int &cols, const float *in, float *out) {
  for (int by = 0; by < (rows + 7) / 8; ++by) {
    for (int bx = 0; bx < (cols + 7) / 8; ++bx) {
      for (int ty = 0; ty < 8; ++ty) {
        for (int tx = 0; tx < 8; ++tx) {
          const int r = by * 8 + ty;
          const int c = bx * 8 + tx;
          if (r < rows && c < cols) {
            out[c * rows + r] = in[r * cols + c];
          }
        }
      }
    }
  }
}
