// OKL loops whose narrow iterator would wrap before its test fails when the host runs the
// loop as written: an inclusive bound at the type's maximum or minimum, a step that jumps past
// the maximum, tiles whose last tile reaches past it (with and without a bounds check), and a
// run-time bound beyond the type's range. A GPU counts each loop (spec §4.2) and sets the
// iterator from the count, so every loop runs its mathematical number of iterations.
extern "C" void narrowLimits(const int &n, int *out) {
  // 6 iterations: 250..255.
  #pragma omp parallel for
  for (decltype((unsigned char)0 + 255) _occa_omp_c = 250; _occa_omp_c <= 255; ++_occa_omp_c) {
    unsigned char c = _occa_omp_c;
    for (int t = 0; t < 2; ++t) {
      out[(c - 250) * 2 + t] = c + t;
    }
  }
  // 3 iterations per group: 120, 123, 126 (the next value, 129, is outside signed char).
  #pragma omp parallel for
  for (int g = 0; g < 2; ++g) {
    for (decltype((signed char)0 + 127) _occa_wide_i = 120; _occa_wide_i <= 127; _occa_wide_i += 3) {
      signed char i = _occa_wide_i;
      out[20 + g * 8 + (i - 120)] = i + g;
    }
  }
  // Downwards to the minimum: -120 .. -128.
  #pragma omp parallel for
  for (int g = 0; g < 1; ++g) {
    for (decltype((signed char)0 + -128) _occa_wide_i = -120; _occa_wide_i >= -128; --_occa_wide_i) {
      signed char i = _occa_wide_i;
      out[40 + (-i - 120)] = -i;
    }
  }
  // Unsigned down to zero: 5 .. 0.
  #pragma omp parallel for
  for (decltype((unsigned char)0 + 0) _occa_omp_c = 5; _occa_omp_c >= 0; --_occa_omp_c) {
    unsigned char c = _occa_omp_c;
    for (int t = 0; t < 1; ++t) {
      out[50 + c] = 7 * c + 1;
    }
  }
  // 256 elements in tiles of 64.
  #pragma omp parallel for
  for (decltype((unsigned char)0 + 255) _occa_tiled_j = 0; _occa_tiled_j <= 255; _occa_tiled_j += 64) {
    for (decltype((unsigned char)0 + 255) _occa_wide_j = _occa_tiled_j; _occa_wide_j <= 255 && _occa_wide_j - _occa_tiled_j < 64; ++_occa_wide_j) {
      unsigned char j = _occa_wide_j;
      out[60 + j] += j + 1;
    }
  }
  // 251 elements in tiles of 100: the last tile's counters 256..299 fail the bounds check.
  #pragma omp parallel for
  for (decltype((unsigned char)0 + 250) _occa_tiled_j = 0; _occa_tiled_j <= 250; _occa_tiled_j += 100) {
    for (unsigned char j = _occa_tiled_j; j <= 250 && j - _occa_tiled_j < 100; ++j) {
      out[320 + j] += 2 * j + 1;
    }
  }
  // A run-time bound beyond short's range: 40 iterations, the iterator wraps like a GPU's.
  #pragma omp parallel for
  for (decltype((short)0 + n) _occa_omp_s = 0; _occa_omp_s < n; _occa_omp_s += 1000) {
    short s = _occa_omp_s;
    for (int t = 0; t < 1; ++t) {
      out[580 + (unsigned short)s / 1000] = s;
    }
  }
}
