// `sizeof`/`alignof` of builtin types, of arrays of them and of a typed enum fold in `@shared`
// extents and in an `@inner` bound sizing `@exclusive` storage. `sizeof` of a struct does not
// fold: as the bound of another `@outer` loop's `@inner` loop, without `@exclusive`, it stays a
// run-time count, which is valid.
struct Pair {
  float x;
  float y;
};

enum Small : unsigned short {
  One = 1
};

extern "C" void sizeofExtents(const int &nb, int *out) {
  #pragma omp parallel for
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    int s[sizeof(int[4]) + alignof(double) - sizeof(Small)];
    int e[4];
    _occa_exclusive_index = 0;
    for (int t = 0; t < (int)(sizeof(long long) / sizeof(short)); ++t) {
      _occa_exclusive_index = t;
      e[_occa_exclusive_index] = b * 10 + t;
      s[t] = (int)sizeof(s) / (int)sizeof(int);
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < (int)(sizeof(long long) / sizeof(short)); ++t) {
      _occa_exclusive_index = t;
      out[b * 6 + t] = e[_occa_exclusive_index] + s[t] * 100;
    }
  }
  #pragma omp parallel for
  for (int b = 0; b < nb; ++b) {
    for (int t = 0; t < (int)(sizeof(Pair) / sizeof(float)); ++t) {
      out[b * 6 + 4 + t] = -t;
    }
  }
}
