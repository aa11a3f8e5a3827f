// Branches around @inner loops.
extern "C" void branchyInner(const int &nBlocks, const int *x, int *y) {
  for (int b = 0; b < nBlocks; ++b) {
    if (b % 2 == 0) {
      for (int t = 0; t < 8; ++t) {
        y[b * 8 + t] = x[b * 8 + t] + b;
      }
    } else {
      for (int t = 0; t < 8; ++t) {
        y[b * 8 + t] = x[b * 8 + (7 - t)] - b;
      }
    }
  }
}
