// A `mutable` lambda with init-captures (`[k = 0, step = 2 * t + 1]`) keeps its own state
// across calls; an init-capture shadows a kernel variable of the same name, and a by-reference
// init-capture names an `@exclusive` scalar.
extern "C" void lambdaMutable(const int &nB, int *y) {
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    int sum[4];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      int step = 100;
      sum[_occa_exclusive_index] = 0;
      auto next = [k = 0, step = 2 * t + 1]() mutable {
        k += step;
        return k;
      };
      auto add = [&s = sum[_occa_exclusive_index], b](int v) {
        s += v + b;
      };
      add(next());
      add(next());
      add(next());
      y[b * 4 + t] = sum[_occa_exclusive_index] + step;
    }
  }
}
