// Lambdas inside an `@inner` body that use OKL: an `@exclusive` scalar and array, a `@dim`
// accessor and an `@atomic` update. Their bodies must be lowered like the rest of the kernel
// (or rejected with a diagnostic), never printed with `@atomic` or unlowered accessors.
extern "C" void lambdaOkl(const int &nB, const float *x, float *y, float *total) {
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    float acc[4];
    float part[4][2];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      auto get = [&](int i) {
        return x[i + 4 * b];
      };
      auto add = [&](float v) {
        acc[_occa_exclusive_index] += v;
        part[_occa_exclusive_index][t % 2] += v;
      };
      auto publish = [&](float v) {
        total[0] += v;
      };
      acc[_occa_exclusive_index] = 0.0f;
      part[_occa_exclusive_index][0] = 0.0f;
      part[_occa_exclusive_index][1] = 0.0f;
      add(get(t));
      add(get(3 - t));
      publish(acc[_occa_exclusive_index]);
      y[b * 4 + t] = acc[_occa_exclusive_index] + 10.0f * part[_occa_exclusive_index][t % 2];
    }
  }
}
