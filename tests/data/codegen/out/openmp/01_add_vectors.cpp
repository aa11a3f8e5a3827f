// Basic element-wise kernel: trailing `; @outer` / `; @inner` form, bounds check inside @inner.
extern "C" void addVectors(const int &entries, const float *a, const float *b, float *ab) {
  #pragma omp parallel for
  for (int block = 0; block < (entries + 15) / 16; ++block) {
    for (int t = 0; t < 16; ++t) {
      const int i = block * 16 + t;
      if (i < entries) {
        ab[i] = a[i] + b[i];
      }
    }
  }
}
