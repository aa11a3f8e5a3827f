// `@exclusive` arrays carrying `@dim` (a 2-D view of per-work-item storage), `@exclusive`
// variables captured by lambdas defined in `@inner` bodies (implicit `[&]`, explicit `[&m]`,
// by value `[=]`, init-capture), and passed by reference, by pointer to an element and to a
// function template taking `T &`.
static inline void accum(int &dst, const int v) {
  dst += v;
}

static inline void fill2(int *row, int a, int b) {
  row[0] = a;
  row[2] = b;
}

template <typename T>
void bump(T &x, T by) {
  x = x * 2 + by;
}

extern "C" void exclusiveDimLambdas(const int &n, const int *x, int *out, int *aux) {
  for (int b = 0; b < n; b += 8) {
    int _occa_exclusive_index;
    int m[8][6];
    int acc[8];
    long wide[8];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 8; ++_occa_exclusive_init) {
      wide[_occa_exclusive_init] = 7;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      acc[_occa_exclusive_index] = 0;
      auto put = [&](int i, int j, int v) {
        m[_occa_exclusive_index][i + 2 * j] = v;
        acc[_occa_exclusive_index] += v;
      };
      for (int j = 0; j < 3; ++j) {
        for (int i = 0; i < 2; ++i) {
          put(i, j, x[b + t] * (i + 1) + j);
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      int local = 0;
      auto rowSum = [&](int j) {
        return m[_occa_exclusive_index][0 + 2 * j] + m[_occa_exclusive_index][1 + 2 * j];
      };
      for (int j = 0; j < 3; ++j) {
        local += rowSum(j) * (j + 1);
      }
      accum(acc[_occa_exclusive_index], local);
      fill2(&m[_occa_exclusive_index][0 + 2 * 1], acc[_occa_exclusive_index], local);
      bump(wide[_occa_exclusive_index], (long)t);
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      auto get = [=]() {
        return acc[_occa_exclusive_index] * 100 + m[_occa_exclusive_index][0 + 2 * 1] - m[_occa_exclusive_index][0 + 2 * 2] + (int)wide[_occa_exclusive_index];
      };
      auto twice = [v = acc[_occa_exclusive_index]]() mutable {
        v *= 2;
        return v;
      };
      out[b + t] = get();
      aux[b + t] = twice() + m[_occa_exclusive_index][1 + 2 * 0];
    }
  }
}
