// @exclusive forms: two declarators with one initializer, a 2-D array, a struct, a pointer,
// address-of passed to a helper, sizeof, and a block-local variable shadowing an @exclusive name.
struct acc_t {
  int a;
  float b[2];
};

void addTo(int *p, int v) {
  *p += v;
}

extern "C" void exclusiveForms(const int &nB, const int *x, int *y) {
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    int e[4];
    int g[4];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 4; ++_occa_exclusive_init) {
      g[_occa_exclusive_init] = 3;
    }
    int m[4][2][3];
    acc_t st[4];
    const int *p[4];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      e[_occa_exclusive_index] = x[b * 4 + t];
      {
        int e = 100;
        m[_occa_exclusive_index][1][2] = e;
      }
      addTo(&e[_occa_exclusive_index], 5);
      st[_occa_exclusive_index].a = e[_occa_exclusive_index];
      st[_occa_exclusive_index].b[1] = 0.5f * e[_occa_exclusive_index];
      p[_occa_exclusive_index] = x + b * 4 + (3 - t);
      m[_occa_exclusive_index][0][0] = sizeof(e[_occa_exclusive_index]) + sizeof(m[_occa_exclusive_index]) / sizeof(int);
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      int *q = &m[_occa_exclusive_index][0][0];
      y[b * 4 + t] = e[_occa_exclusive_index] + g[_occa_exclusive_index] + m[_occa_exclusive_index][1][2] + q[0] + st[_occa_exclusive_index].a + (int)st[_occa_exclusive_index].b[1] + *p[_occa_exclusive_index];
    }
  }
}
