extern "C" void add2d(const int &nx, const int &ny, const float *a, float *b) {
  for (int by = 0; by < (ny + 7) / 8; ++by) {
    for (int bx = 0; bx < (nx + 7) / 8; ++bx) {
      for (int ty = 0; ty < 8; ++ty) {
        for (int tx = 0; tx < 8; ++tx) {
          const int row = by * 8 + ty;
          const int col = bx * 8 + tx;
          if (row < ny && col < nx) {
            b[row * nx + col] += a[row * nx + col];
          }
        }
      }
    }
  }
}
