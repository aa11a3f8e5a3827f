// Lambdas returning values used as `@dim` indices, and a lambda whose body calls a `@dim`
// accessor on the left of an assignment and reads an `@exclusive` scalar.
extern "C" void lambdaDimIndex(const int &nB, const float *x, float *y) {
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    int col[4];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      auto rotate = [=](int k) {
        return (k + 1) % 4;
      };
      auto row = [&]() -> int {
        return nB - 1 - b;
      };
      col[_occa_exclusive_index] = rotate(t);
      auto store = [&](float v) {
        y[col[_occa_exclusive_index] + 4 * b] = v + x[t + 4 * row()];
      };
      store(10.0f * x[rotate(col[_occa_exclusive_index]) + 4 * b]);
    }
  }
}
