typedef struct {
  float x;
  float y;
} pt_t;

extern "C" void scale(const int &n, pt_t &p, float *v) {
  #pragma omp parallel for
  for (int b = 0; b < n; b += 16) {
    int _occa_exclusive_index;
    float r[16];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 16; ++t) {
      r[_occa_exclusive_index] = v[b + t];
      v[b + t] = r[_occa_exclusive_index] * p.x;
      ++_occa_exclusive_index;
    }
  }
}
