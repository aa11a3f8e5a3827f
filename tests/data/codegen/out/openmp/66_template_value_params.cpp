// Non-type template parameters of several kinds in one instantiated kernel: an `int` given as
// an expression over a constexpr global, a `bool`, a negative `int`, and defaulted `unsigned`
// and `unsigned long` parameters (one computed from an earlier one). They size @shared and
// @exclusive arrays, bound loops, pick a branch, feed @tile, a helper template's argument and a
// lambda.
constexpr int TILE = 4;

template <int N>
float scaled(float v) {
  return v * N;
}

extern "C" void valueParams_8_double_true_neg3_2_4(const int &nB, const double *x, double *y) {
  #pragma omp parallel for
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    double s[8];
    double e[8][2u];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      for (unsigned int r = 0; r < 2u; ++r) {
        e[_occa_exclusive_index][r] = x[b * 8 + t] * (double)(r + 1);
      }
      s[t] = e[_occa_exclusive_index][2u - 1];
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      auto mirror = [&](int k) {
        return s[8 - 1 - k];
      };
      const double v = mirror(t) + scaled<(-3)>(1.0f);
      if (true) {
        y[b * 8 + t] += v;
      } else {
        y[b * 8 + t] = v;
      }
      if (t < (int)4ul) {
        y[b * 8 + t] += e[_occa_exclusive_index][0];
      }
    }
  }
  #pragma omp parallel for
  for (int _occa_tiled_i = 0; _occa_tiled_i < nB * 8; _occa_tiled_i += 8) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + 8; ++i) {
      if (i < nB * 8) {
        y[i] *= (double)2u;
      }
    }
  }
}
