// Explicit axes that do not follow the nesting order.
extern "C" void swappedAxes(const int &NB, int *out) {
  for (int b = 0; b < NB; ++b) {
    for (int tx = 0; tx < 4; ++tx) {
      for (int ty = 0; ty < 3; ++ty) {
        out[(b * 4 + tx) * 3 + ty] = b * 100 + tx * 10 + ty;
      }
    }
  }
}
