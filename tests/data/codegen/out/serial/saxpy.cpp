extern "C" void saxpy(const int &n, const float &alpha, const float *__restrict__ x, float *__restrict__ y) {
  for (int b = 0; b < n; b += 16) {
    for (int t = 0; t < 16; ++t) {
      const int i = b + t;
      if (i < n) {
        y[i] = alpha * x[i] + y[i];
      }
    }
  }
}
