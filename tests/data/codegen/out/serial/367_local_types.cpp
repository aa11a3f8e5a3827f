// Types declared inside function bodies (C++ block scope): `typedef` and `using` aliases
// (one used as the OKL loop iterators' type, one shadowed by an inner block's alias of another
// type), named and unnamed structs, a named enum in a helper and an unnamed one whose
// enumerators size a `@shared` array and bound `@inner` loops, an `@exclusive` variable of a
// local struct type, and `decltype` of an `@exclusive` member.
float weight(int i) {
  typedef float real;
  struct Acc {
    real sum;
    int n;
  };
  enum Mode { PLAIN, DOUBLED };
  Acc a = {0.0f, 0};
  Mode m = i % 2 ? DOUBLED : PLAIN;
  for (int k = 0; k <= i % 3; ++k) {
    a.sum += (real)k;
    ++a.n;
  }
  return m == DOUBLED ? 2.0f * a.sum : a.sum + a.n;
}

extern "C" void localTypes(const int &n, float *out, int *tag) {
  typedef int idx;
  using real = float;
  for (idx g = 0; g < n; g += 8) {
    int _occa_exclusive_index;
    enum { LANES = 8, SCALE = 3 };
    struct Pair {
      real lo, hi;
    };
    real s[LANES];
    Pair p[8];
    _occa_exclusive_index = 0;
    for (idx t = 0; t < LANES; ++t) {
      _occa_exclusive_index = t;
      using real = double;
      real wide = 0.5;
      p[_occa_exclusive_index].lo = (float)(g + t);
      p[_occa_exclusive_index].hi = (float)(wide * SCALE);
      s[t] = p[_occa_exclusive_index].lo;
    }
    _occa_exclusive_index = 0;
    for (idx t = 0; t < LANES; ++t) {
      _occa_exclusive_index = t;
      typedef struct {
        int a, b;
      } ab_t;
      ab_t q = {t, SCALE};
      struct {
        int x;
      } anon = {2};
      decltype(p[_occa_exclusive_index].lo) v = s[(t + 1) % LANES] + p[_occa_exclusive_index].hi;
      const idx i = g + t;
      if (i < n) {
        out[i] = v + weight(i);
        tag[i] = q.a * q.b + anon.x + (int)sizeof(real);
      }
    }
  }
}
