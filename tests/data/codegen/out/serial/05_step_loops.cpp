// Non-unit steps in both directions.
extern "C" void stepLoops(const int &N, float *out) {
  for (int o = 2; o <= N + 1; o += 3) {
    for (int t = 30; t > 0; t -= 4) {
      out[(o - 2) / 3 * 8 + (30 - t) / 4] = (float)(o * 1000 + t);
    }
  }
}
