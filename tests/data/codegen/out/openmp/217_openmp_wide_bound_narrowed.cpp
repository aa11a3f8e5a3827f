// An `unsigned` and an `int` @outer iterator compared with a `long long` bound: C++ compares
// in `long long` (both serial loops run no iteration for these negative bounds), while OpenMP's
// canonical loop form computes the test in the iterator's type, `g < (unsigned)(n - 1)` and
// `g < (int)m`, so a `#pragma omp parallel for` printed over the loop as written runs 4 and 3.
typedef long long hlong;

extern "C" void wideBoundNarrowed(const hlong &n, const hlong &m, const hlong &ok, int *out) {
  #pragma omp parallel for
  for (decltype((unsigned int)0 + (n - 1)) _occa_omp_g = 0; _occa_omp_g < n - 1; ++_occa_omp_g) {
    unsigned int g = _occa_omp_g;
    for (int t = 0; t < 2; ++t) {
      out[g * 2 + t] += 1 + t;
    }
  }
  #pragma omp parallel for
  for (decltype((int)0 + m) _occa_omp_g = 0; _occa_omp_g < m; ++_occa_omp_g) {
    int g = _occa_omp_g;
    for (int t = 0; t < 2; ++t) {
      out[8 + g * 2 + t] += 10;
    }
  }
  #pragma omp parallel for
  for (decltype((int)0 + ok) _occa_omp_g = 0; _occa_omp_g < ok; ++_occa_omp_g) {
    int g = _occa_omp_g;
    for (int t = 0; t < 2; ++t) {
      out[16 + g * 2 + t] += 100 * (g + 1) + t;
    }
  }
}
