// `@exclusive` storage sized from constant `@inner` loops written in unusual forms: inclusive
// `>=` with `-= 3` through negative values, an `unsigned char` iterator `c -= 5` down to 240,
// iterator on the right (`2 * NB >= t`) with `+= NB`, and a 2-D nest `<=`/`>` mixing; every
// work-item must keep its own value (too small storage would alias work-items).
extern "C" void exclusiveOddForms(const int &nb, int *out) {
  #pragma omp parallel for
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    int v[5];
    _occa_exclusive_index = 0;
    for (int t = 10; t >= -2; t -= 3) {
      _occa_exclusive_index = (10 - t) / 3;
      v[_occa_exclusive_index] = b * 100 + t;
    }
    _occa_exclusive_index = 0;
    for (int t = 10; t >= -2; t -= 3) {
      _occa_exclusive_index = (10 - t) / 3;
      out[b * 40 + (10 - t) / 3] = v[_occa_exclusive_index];
    }
  }
  #pragma omp parallel for
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    int v[3];
    _occa_exclusive_index = 0;
    for (unsigned char c = 250; c >= 240; c -= 5) {
      _occa_exclusive_index = (250 - c) / 5;
      v[_occa_exclusive_index] = b * 1000 + c;
    }
    _occa_exclusive_index = 0;
    for (unsigned char c = 250; c >= 240; c -= 5) {
      _occa_exclusive_index = (250 - c) / 5;
      out[b * 40 + 5 + (250 - c) / 5] = v[_occa_exclusive_index];
    }
  }
  #pragma omp parallel for
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    long long w[12][2];
    _occa_exclusive_index = 0;
    for (int y = 1; y <= 4; ++y) {
      for (int t = 0; 2 * 3 >= t; t += 3) {
        _occa_exclusive_index = 3 * (y - 1) + t / 3;
        w[_occa_exclusive_index][0] = b * 10000 + y * 100 + t;
        w[_occa_exclusive_index][1] = -w[_occa_exclusive_index][0];
      }
    }
    _occa_exclusive_index = 0;
    for (int y = 1; y <= 4; ++y) {
      for (int t = 0; 2 * 3 >= t; t += 3) {
        _occa_exclusive_index = 3 * (y - 1) + t / 3;
        out[b * 40 + 8 + (y - 1) * 3 + t / 3] = (int)(w[_occa_exclusive_index][0] + w[_occa_exclusive_index][1] + w[_occa_exclusive_index][0]);
      }
    }
  }
  #pragma omp parallel for
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    int v[9];
    _occa_exclusive_index = 0;
    for (int y = 7; y > 4; --y) {
      for (int x = -1; x <= 1; x++) {
        _occa_exclusive_index = 3 * (7 - y) + (x - -1);
        v[_occa_exclusive_index] = y * 10 + x;
      }
    }
    _occa_exclusive_index = 0;
    for (int y = 7; y > 4; --y) {
      for (int x = -1; x <= 1; x++) {
        _occa_exclusive_index = 3 * (7 - y) + (x - -1);
        out[b * 40 + 20 + (7 - y) * 3 + (x + 1)] = v[_occa_exclusive_index] + b;
      }
    }
  }
}
