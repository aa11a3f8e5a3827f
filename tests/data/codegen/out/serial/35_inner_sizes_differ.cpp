// Sibling inner loops of different extents.
extern "C" void innerSizes(const int &nBlocks, const int *x, int *y) {
  for (int b = 0; b < nBlocks; ++b) {
    int s[16];
    for (int t = 0; t < 16; ++t) {
      s[t] = x[b * 16 + t];
    }
    for (int t = 0; t < 8; ++t) {
      y[b * 8 + t] = s[2 * t] + s[2 * t + 1];
    }
  }
}
