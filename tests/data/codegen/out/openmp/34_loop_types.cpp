// Non-int iterator and argument types.
extern "C" void loopTypes(const long &n, const double &scale, const char *c, double *out, long *idx) {
  #pragma omp parallel for
  for (long i = 0; i < n; i += 4) {
    for (short t = 0; t < 4; t++) {
      const long k = i + t;
      if (k < n) {
        out[k] = scale * (double)c[k];
        idx[k] = k * 3L;
      }
    }
  }
  #pragma omp parallel for
  for (unsigned int g = 0; g < 2u; ++g) {
    for (unsigned int t = 0; t < 3u; ++t) {
      idx[g * 3 + t] += 1;
    }
  }
}
