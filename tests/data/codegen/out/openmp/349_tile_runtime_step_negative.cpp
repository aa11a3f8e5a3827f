// Tiles over strided ranges whose step is a kernel argument, as a strided gather writes them:
// a `long long` range starting near -3e9 and counting down by `s` (`check=true`, 10 values in
// tiles of 4), an `int` range from -12 to 11 inclusive by a macro step of 3 tiled exactly
// (`check=false`), and an `@inner` tile counting down by `s` to a negative bound inside each
// of two `@outer` iterations, beside a second 2-D `@inner` nest of another shape (1 x 2).
extern "C" void tileRuntimeStepNegative(const long long &base, const int &s, const int &n, long long *a, int *b, int *c) {
  #pragma omp parallel for
  for (long long _occa_tiled_i = base; _occa_tiled_i > base - (long long)n * s; _occa_tiled_i -= 4 * s) {
    for (long long i = _occa_tiled_i; i > _occa_tiled_i - 4 * s; i -= s) {
      if (i > base - (long long)n * s) {
        a[(base - i) / s] += i * 2 + 1;
      }
    }
  }
  #pragma omp parallel for
  for (int _occa_tiled_i = -12; _occa_tiled_i <= 11; _occa_tiled_i += 4 * 3) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + 4 * 3; i += 3) {
      b[(i + 12) / 3] += i;
    }
  }
  #pragma omp parallel for
  for (int g = 0; g < 2; ++g) {
    for (int _occa_tiled_t = n - 1; _occa_tiled_t >= -2; _occa_tiled_t -= 3 * s) {
      for (int t = _occa_tiled_t; t > _occa_tiled_t - 3 * s; t -= s) {
        if (t >= -2) {
          c[g * 8 + (n - 1 - t) / s] += g * 1000 + t;
        }
      }
    }
    for (int y = 0; y < 1; ++y) {
      for (int t = 0; t < 2; ++t) {
        c[g * 8 + 6 + t + y] += 7 * (g + 1);
      }
    }
  }
}
