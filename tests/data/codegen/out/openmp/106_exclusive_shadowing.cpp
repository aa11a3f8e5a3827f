// Names that shadow `@exclusive` variables: a block-local `acc` inside the `@inner` body, a
// regular-loop iterator named like an `@exclusive` scalar, a helper whose parameter has the
// same name, a struct member of that name, and a second `@outer` nest whose plain local
// reuses the name. Only the `@exclusive` declarations' own uses are per-work-item copies.
struct Acc {
  int acc;
  int k;
};

static int twice(int acc) {
  return 2 * acc;
}

extern "C" void exclusiveShadowing(const int &nb, const int *x, int *out) {
  #pragma omp parallel for
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    int acc[4];
    int k[4];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      acc[_occa_exclusive_index] = x[b * 4 + t];
      k[_occa_exclusive_index] = 3;
      {
        int acc = 1000;
        out[b * 4 + t] = acc;
      }
      for (int k = 0; k < 2; ++k) {
        acc[_occa_exclusive_index] += k;
      }
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      Acc a;
      a.acc = 10 * acc[_occa_exclusive_index];
      a.k = k[_occa_exclusive_index];
      out[b * 4 + t] += twice(acc[_occa_exclusive_index]) + a.acc + a.k;
    }
  }
  #pragma omp parallel for
  for (int b = 0; b < nb; ++b) {
    for (int t = 0; t < 4; ++t) {
      int acc = t;
      out[b * 4 + t] += 100000 * acc;
    }
  }
}
