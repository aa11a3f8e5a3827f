// A member function template called with explicit template arguments (`p.as<float>(...)`,
// `q->as<int>(...)`) inside an `@inner` body: valid C++ (the object type is not dependent).
struct Pair {
  int a, b;
  template <typename U>
  U as(U f) const {
    return static_cast<U>(a) * f + static_cast<U>(b);
  }
};

extern "C" void memberTemplateCall(const int &n, float *y, int *z) {
  #pragma omp parallel for
  for (int b = 0; b < n; ++b) {
    for (int t = 0; t < 2; ++t) {
      const Pair p = {b, t};
      const Pair *q = &p;
      y[b * 2 + t] = p.as<float>(0.5f);
      z[b * 2 + t] = q->as<int>(3);
    }
  }
}
