// An `unsigned` and an `int` @outer iterator compared with a `long long` bound: C++ compares
// in `long long` (both serial loops run no iteration for these negative bounds), while OpenMP's
// canonical loop form computes the test in the iterator's type, `g < (unsigned)(n - 1)` and
// `g < (int)m`, so a `#pragma omp parallel for` printed over the loop as written runs 4 and 3.
typedef long long hlong;

extern "C" void wideBoundNarrowed(const hlong &n, const hlong &m, const hlong &ok, int *out) {
  for (unsigned int g = 0; g < n - 1; ++g) {
    for (int t = 0; t < 2; ++t) {
      out[g * 2 + t] += 1 + t;
    }
  }
  for (int g = 0; g < m; ++g) {
    for (int t = 0; t < 2; ++t) {
      out[8 + g * 2 + t] += 10;
    }
  }
  for (int g = 0; g < ok; ++g) {
    for (int t = 0; t < 2; ++t) {
      out[16 + g * 2 + t] += 100 * (g + 1) + t;
    }
  }
}
