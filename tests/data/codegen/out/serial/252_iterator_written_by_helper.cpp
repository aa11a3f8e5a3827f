// An `@inner` iterator written through a helper's non-`const` reference parameter
// (`advance(t)`): on a GPU each work-item walks its own copy in steps of 4, so every element
// below `n` is written once. The host must copy the iterator per work-item, as for a direct
// write (case 245); a `const` reference parameter (`peek(t)`) is a read and leaves the loop as
// it is.
void advance(int &t) {
  t += 4;
}

int peek(const int &t) {
  return t;
}

extern "C" void iteratorByHelper(const int &n, int *a, int *b) {
  for (int g = 0; g < 2; ++g) {
    for (int t = 0; t < 4; ++t) {
      int _occa_iter_t = t;
      while (_occa_iter_t < n) {
        a[g * n + _occa_iter_t] = 10 * g + _occa_iter_t;
        advance(_occa_iter_t);
      }
    }
  }
  for (int g = 0; g < 2; ++g) {
    for (int t = 0; t < 4; ++t) {
      b[g * 4 + t] = peek(t) + g;
    }
  }
}
