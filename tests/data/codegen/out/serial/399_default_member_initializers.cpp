// Records with only data members and default member initializers (`int hits = 3;`, a brace
// initializer, a nested record with its own), default-initialised in an `@inner` body and as an
// `@exclusive` object, and as `@shared` elements, which are uninitialised on every backend and
// which each work-item assigns before they are read.
struct Counts {
  int hits = 3;
  int misses = {4};
};

struct Cell {
  float w = 0.5f;
  Counts c;
  int tag = -1;
};

extern "C" void defaultMemberInits(const int &n, const float *in, float *out, int *tags) {
  for (int b = 0; b < n; ++b) {
    int _occa_exclusive_index;
    Cell row[4];
    Cell mine[4];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      Cell fresh;
      fresh.w += in[b * 4 + t];
      row[t] = fresh;
      mine[_occa_exclusive_index].c.hits += t;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      out[b * 4 + t] = row[3 - t].w + mine[_occa_exclusive_index].w + (float)(mine[_occa_exclusive_index].c.hits * 10 + mine[_occa_exclusive_index].c.misses);
      tags[b * 4 + t] = row[3 - t].tag + row[t].c.misses * 100 + row[t].c.hits * 1000;
    }
  }
}
