// Doubles every element.
#line 2 "twice.okl"
extern "C" void twice(const int &n, float *v) {
  // One iteration per element.
  #pragma omp parallel for
#line 4 "twice.okl"
  for (int i = 0; i < n; ++i) {
    v[i] *= 2.0f;
    // trailing note
    /* end of body */
  }
  /* dropped? no: trailing in the kernel */
}
