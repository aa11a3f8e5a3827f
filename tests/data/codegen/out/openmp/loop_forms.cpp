extern "C" void loop_forms(const int &n, const int &s, int *out) {
  #pragma omp parallel for
  for (int i = n - 1; i >= 0; --i) {
    for (int j = 0; j < n; j += s) {
      out[i + j] += 1;
      for (int k = 10; k > 0; k -= 2) {
        for (int m = 0; 4 > m; m++) {
          out[k + m] += 1;
        }
      }
    }
  }
  #pragma omp parallel for
  for (int i = 0; n >= i; i++) {
    out[i + 0] += 1;
  }
}
