// hipBone-style dot product (updateCG/innerProduct): the tree as `#if p_blockSize > ...` steps,
// each one `@inner` loop whose body is one `if (t < w)`, explicit barriers between them, a
// grid-strided load loop whose bounds read the work-item index, a final `@atomic`.
// Defines: -Dp_blockSize=128
extern "C" void dotAtomic(const int &N, const float *x, float *dot) {
  for (int b = 0; b < 2; ++b) {
    float s_dot[128];
    for (int t = 0; t < 128; ++t) {
      float r = 0.0f;
      for (int id = b * 128 + t; id < N; id += 128 * 2) {
        r += x[id] * x[id];
      }
      s_dot[t] = r;
    }
    for (int t = 0; t < 128; ++t) {
      if (t < 64) {
        s_dot[t] += s_dot[t + 64];
      }
    }
    for (int t = 0; t < 128; ++t) {
      if (t < 32) {
        s_dot[t] += s_dot[t + 32];
      }
    }
    for (int t = 0; t < 128; ++t) {
      if (t < 16) {
        s_dot[t] += s_dot[t + 16];
      }
    }
    for (int t = 0; t < 128; ++t) {
      if (t < 8) {
        s_dot[t] += s_dot[t + 8];
      }
    }
    for (int t = 0; t < 128; ++t) {
      if (t < 4) {
        s_dot[t] += s_dot[t + 4];
      }
    }
    for (int t = 0; t < 128; ++t) {
      if (t < 2) {
        s_dot[t] += s_dot[t + 2];
      }
    }
    for (int t = 0; t < 128; ++t) {
      if (t < 1) {
        const float v = s_dot[0] + s_dot[1];
        dot[0] += v;
      }
    }
  }
}
