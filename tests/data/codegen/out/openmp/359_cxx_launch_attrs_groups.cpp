// The launch attributes in the C++ spelling with `-D` names inside their strings, several OKL
// entries in one `[[...]]` group, and standard attributes in the same groups: a strided copy
// whose block size is a kernel argument, so @exclusive storage is sized by max_inner_dims.
extern "C" void stridedScale(const int &N, const int &Nt, const float *x, float *y, int *counts) {
  #pragma omp parallel for
  for (int b = 0; b < N; b += Nt) {
    int _occa_exclusive_index;
    int r_n[32];
    [[maybe_unused]] float r_x[32];
    _occa_exclusive_index = 0;
    for (int t = 0; t < Nt; ++t) {
      _occa_exclusive_index = t;
      r_n[_occa_exclusive_index] = b + t;
      r_x[_occa_exclusive_index] = r_n[_occa_exclusive_index] < N ? x[r_n[_occa_exclusive_index]] : 0;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < Nt; ++t) {
      _occa_exclusive_index = t;
      [[maybe_unused]] const int lane = t % 8;
      if (r_n[_occa_exclusive_index] < N) {
        y[r_n[_occa_exclusive_index]] = 3 * r_x[_occa_exclusive_index];
        #pragma omp atomic
        counts[t % 3]++;
      }
    }
  }
}
