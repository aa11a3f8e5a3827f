// A kernel templated on a block size and a type (B used in @inner bounds and indices); helpers
// taking @shared arrays (1-D pointer, 2-D array parameter, templated) called from @inner loops.
template <typename T>
void storeShared(T *s, int t, T v) {
  s[t] = v;
}

template <typename T, int W>
T rowSum(const T (*rows)[W], int r) {
  T acc = T(0);
  for (int k = 0; k < W; ++k) {
    acc += rows[r][k];
  }
  return acc;
}

void scale2d(float m[][4], int r, float f) {
  for (int k = 0; k < 4; ++k) {
    m[r][k] *= f;
  }
}

extern "C" void blockTemplate_8_double(const int &nB, const double *x, double *y) {
  for (int b = 0; b < nB; ++b) {
    double s[8];
    double rows[2][4];
    float m[2][4];
    for (int t = 0; t < 8; ++t) {
      storeShared(s, t, x[b * 8 + t]);
      rows[t / 4][t % 4] = x[b * 8 + t] * double(2);
      m[t / 4][t % 4] = 1.0f;
    }
    for (int t = 0; t < 8 / 4; ++t) {
      scale2d(m, t, (float)(t + 1));
    }
    for (int t = 0; t < 8; ++t) {
      y[b * 8 + t] = s[8 - 1 - t] + rowSum<double, 4>(rows, t / 4) + (double)m[t / 4][t % 4];
    }
  }
}
