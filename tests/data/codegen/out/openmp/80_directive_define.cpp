// `@directive("#...")` (spec §10.4) injects a preprocessor line where it stands: a `#define`
// made this way is a macro for the rest of the file (libCEED's OCCA backend defines its
// function-name macros like this, inside C++ string sources where `#` lines cannot be
// written), and an injected `#pragma` is macro-expanded like a written one.
inline int tensor_weight_q8(int i) {
  return 2 * i + 1;
}

extern "C" void directiveDefine(const int &nB, const int *x, int *y) {
  #pragma omp parallel for
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    int s[8];
    int mine[8];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      mine[_occa_exclusive_index] = x[b * 8 + t];
      s[t] = mine[_occa_exclusive_index];
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      int acc = 0;
      #pragma GCC unroll 8
      for (int k = 0; k < 8; ++k) {
        acc += s[k];
      }
      y[b * 8 + t] = 3 * acc + tensor_weight_q8(mine[_occa_exclusive_index]);
    }
  }
}
