namespace util {
  constexpr int OFF = 1;
  constexpr int pad(int n) {
    return n + OFF;
  }
  namespace deep {
    constexpr int twice(int n) {
      return 2 * pad(n) - 2;
    }
  }
}

// `constexpr` functions declared in namespaces as `@shared` extents and an `@inner` bound. g++
// accepts them; namespaces are printed as written, so oklc lowers their `constexpr` functions
// under qualified names for constant evaluation only. Inside such a function, names resolve
// from the innermost enclosing namespace outwards (`OFF` is `util::OFF`, `pad` in
// `util::deep` is `util::pad`), as in C++.
extern "C" void namespacedConstexpr(const int &groups, int *out) {
  #pragma omp parallel for
  for (int g = 0; g < groups; ++g) {
    int s[util::pad(4)];
    int w[util::deep::twice(3)];
    for (int t = 0; t < util::pad(3); ++t) {
      s[t] = g * 10 + t;
      w[t] = t;
      if (t == 0) {
        s[4] = 7;
      }
    }
    for (int t = 0; t < 4; ++t) {
      out[g * 4 + t] = s[3 - t] + s[4] + w[t] - t + (sizeof(w) == 6 * sizeof(int) ? 0 : 1000);
    }
  }
}
