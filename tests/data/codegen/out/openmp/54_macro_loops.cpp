// Macros that expand to whole OKL loop headers, to attributes, and to @atomic / @barrier
// statements; `#pragma unroll` with a macro count inside a macro-built loop; `_Pragma`.
extern "C" void macroLoops(const int &nB, const int *x, int *y, int *total) {
  #pragma omp parallel for
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    int s[8];
    int myVal[8];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      myVal[_occa_exclusive_index] = x[b * 8 + t];
      s[t] = myVal[_occa_exclusive_index] * 2;
    }
    _occa_exclusive_index = 0;
    for (int t = 8 - 1; t >= 0; --t) {
      _occa_exclusive_index = 8 - 1 - t;
      int acc = 0;
      #pragma GCC unroll 4
      for (int k = 0; k < 8; ++k) {
        acc += s[k] * (k + 1);
      }
      #pragma GCC unroll 2
      for (int k = 0; k < 2; ++k) {
        acc += myVal[_occa_exclusive_index];
      }
      y[b * 8 + t] = acc - t;
      #pragma omp atomic
      total[t % 2] += myVal[_occa_exclusive_index];
    }
  }
}
