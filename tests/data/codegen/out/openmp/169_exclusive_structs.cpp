// `@exclusive` structs and arrays of structs (member access, whole-struct copies, a struct
// with an array member, a reference to an element taken inside `@inner`), and a `@shared`
// array of structs read back reversed.
struct Acc {
  float sum;
  int count;
  float hist[2];
};

struct Cell {
  float v;
  int k;
};

extern "C" void exclusiveStructs(const int &nb, const float *x, float *out, int *cnt) {
  #pragma omp parallel for
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    Acc a[8];
    Acc pair[8][2];
    Cell s[8];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      a[_occa_exclusive_index].sum = x[b * 8 + t];
      a[_occa_exclusive_index].count = 1;
      a[_occa_exclusive_index].hist[0] = a[_occa_exclusive_index].sum;
      a[_occa_exclusive_index].hist[1] = -a[_occa_exclusive_index].sum;
      pair[_occa_exclusive_index][0] = a[_occa_exclusive_index];
      pair[_occa_exclusive_index][1].sum = 2 * a[_occa_exclusive_index].sum;
      pair[_occa_exclusive_index][1].count = t;
      s[t].v = a[_occa_exclusive_index].sum;
      s[t].k = t;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      Acc &r = pair[_occa_exclusive_index][1];
      r.sum += s[7 - t].v;
      r.count += s[7 - t].k;
      a[_occa_exclusive_index].hist[1] += pair[_occa_exclusive_index][0].hist[0];
      a[_occa_exclusive_index].count += (&pair[_occa_exclusive_index][0])->count;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 8; ++t) {
      _occa_exclusive_index = t;
      out[b * 8 + t] = a[_occa_exclusive_index].hist[1] + pair[_occa_exclusive_index][1].sum;
      cnt[b * 8 + t] = pair[_occa_exclusive_index][1].count * 10 + a[_occa_exclusive_index].count;
    }
  }
}
