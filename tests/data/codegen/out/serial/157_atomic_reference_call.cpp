// `@atomic` updates whose target is a call of a helper returning a reference: an lvalue, so
// OKL0560 accepts it (a helper returning a value is reported, tests/data/sema/err).
int &slotOf(int *a, int i) {
  return a[i];
}

extern "C" void atomicReferenceCall(const int &nb, int *hist) {
  for (int b = 0; b < nb; ++b) {
    for (int t = 0; t < 8; ++t) {
      slotOf(hist, t % 4) += t;
      slotOf(hist, 4)++;
    }
  }
}
