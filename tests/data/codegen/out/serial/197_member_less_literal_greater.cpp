#pragma GCC diagnostic ignored "-Wparentheses"

// `p.a < 3 > (t)` where `a` is a data member is two comparisons, `(p.a < 3) > t` (valid C++;
// g++ -Wall warns about the chain, silenced below). oklc reads it as a member template call
// `p.a<3>(t)` (a literal argument and a call follow the `<`), so g++ rejects the output.
struct P {
  int a;
};

extern "C" void memberLess(const int &n, int *out) {
  for (int b = 0; b < n; ++b) {
    for (int t = 0; t < 4; ++t) {
      const P p = {b + t};
      out[b * 4 + t] = p.a<3>(t - 1);
    }
  }
}
