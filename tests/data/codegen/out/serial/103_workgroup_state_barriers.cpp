// nekRS-style block kernel: several `@outer` nests in one kernel, each with its own `@shared`
// array of the same name, per-work-group state (plain locals of the `@outer` body) computed and
// updated between `@inner` loops, explicit `@barrier` inside an `if` and in a regular loop of
// the `@outer` body, and a tree reduction whose `@inner` loops sit in a `for` with `/=` update.
extern "C" void workgroupState(const int &N, const float *x, float *partial, float *y) {
  for (int b = 0; b < (N + 8 - 1) / 8; ++b) {
    float s_x[8];
    const int start = b * 8;
    int alive = N - start;
    if (alive > 8) {
      alive = 8;
    }
    for (int t = 0; t < 8; ++t) {
      s_x[t] = t < alive ? x[start + t] : 0.0f;
    }
    if (alive < 8) {
    }
    for (int active = 8 / 2; active > 0; active /= 2) {
      for (int t = 0; t < 8; ++t) {
        if (t < active) {
          s_x[t] += s_x[t + active];
        }
      }
    }
    float scale = 1.0f;
    if (alive < 8) {
      scale = 2.0f;
    }
    for (int t = 0; t < 8; ++t) {
      if (t == 0) {
        partial[b] = scale * s_x[0];
      }
    }
  }
  for (int b = 0; b < (N + 8 - 1) / 8; ++b) {
    float s_x[2][8];
    int phase = 0;
    for (int t = 0; t < 8; ++t) {
      const int n = b * 8 + t;
      s_x[phase][t] = n < N ? x[n] : 0.0f;
    }
    phase = 1 - phase;
    for (int t = 0; t < 8; ++t) {
      s_x[phase][t] = s_x[1 - phase][8 - 1 - t] + partial[b];
    }
    phase = 1 - phase;
    for (int t = 0; t < 8; ++t) {
      const int n = b * 8 + t;
      if (n < N) {
        y[n] = s_x[1 - phase][t] - s_x[phase][t];
      }
    }
  }
}
