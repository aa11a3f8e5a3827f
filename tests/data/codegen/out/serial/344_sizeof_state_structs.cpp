// `sizeof` where a transpiler that changes how state is stored changes the answer: a padded
// struct (`double` + `char`), a struct of two `short`s and an `int`, `@exclusive` struct
// scalars and struct arrays in a 2-D work-group (one work-item's copy, not the group's),
// `@shared` arrays of structs and their rows, `sizeof` of an expression on `@exclusive`
// members, element counts `sizeof(a) / sizeof(a[0])` as regular loop bounds, and `sizeof` of
// `@exclusive` data outside `@inner` bodies, where it is not evaluated: in the extents of
// another `@exclusive` and of a `@shared` array, and in an `@inner` loop's bound.
typedef struct {
  double w;
  char tag;
} Weighted;

struct Packed {
  short a;
  short b;
  int c;
};

extern "C" void sizeofStateStructs(const int &nb, int *sz, double *val) {
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    Weighted sw[3][4];
    Weighted ew[12];
    struct Packed ep[12][5];
    long long cnt[12];
    int hist[12][sizeof(cnt[_occa_exclusive_index]) / sizeof(short) - 1];
    double pairSum[sizeof(cnt[_occa_exclusive_index]) / sizeof(int)];
    _occa_exclusive_index = 0;
    for (int y = 0; y < 3; ++y) {
      for (int x = 0; x < 4; ++x) {
        _occa_exclusive_index = 4 * y + x;
        ew[_occa_exclusive_index].w = b + 0.5 * x;
        ew[_occa_exclusive_index].tag = (char)(y + 1);
        for (int k = 0; k < (int)(sizeof(ep[_occa_exclusive_index]) / sizeof(ep[_occa_exclusive_index][0])); ++k) {
          ep[_occa_exclusive_index][k].a = (short)(k + x);
          ep[_occa_exclusive_index][k].b = (short)(k * y);
          ep[_occa_exclusive_index][k].c = k;
        }
        cnt[_occa_exclusive_index] = sizeof(ep[_occa_exclusive_index]) + sizeof(ew[_occa_exclusive_index]);
        for (int k = 0; k < 3; ++k) {
          hist[_occa_exclusive_index][k] = k * x + y;
        }
        if (x + y == 0) {
          pairSum[0] = 0.5;
          pairSum[1] = 0.25;
        }
        sw[y][x] = ew[_occa_exclusive_index];
      }
    }
    _occa_exclusive_index = 0;
    for (int y = 0; y < 3; ++y) {
      for (int x = 0; x < (int)(sizeof(hist[_occa_exclusive_index]) / sizeof(hist[_occa_exclusive_index][0])) + 1; ++x) {
        _occa_exclusive_index = 4 * y + x;
        const int id = (b * 3 + y) * 4 + x;
        int *o = sz + id * 8;
        o[0] = (int)sizeof(sw);
        o[1] = (int)sizeof(sw[0]);
        o[2] = (int)sizeof(ew[_occa_exclusive_index]);
        o[3] = (int)sizeof(ep[_occa_exclusive_index]);
        o[4] = (int)sizeof(ep[_occa_exclusive_index][0].a + ep[_occa_exclusive_index][0].b) + (int)sizeof(ew[_occa_exclusive_index].tag);
        o[5] = (int)cnt[_occa_exclusive_index];
        o[6] = (int)sizeof(hist[_occa_exclusive_index]) + 100 * hist[_occa_exclusive_index][2];
        o[7] = (int)(sizeof(pairSum) * (pairSum[0] + pairSum[1]) * 4);
        double acc = 0.0;
        for (unsigned int k = 0; k < sizeof(ep[_occa_exclusive_index]) / sizeof(*ep[_occa_exclusive_index]); ++k) {
          acc += ep[_occa_exclusive_index][k].a * 100 + ep[_occa_exclusive_index][k].b * 10 + ep[_occa_exclusive_index][k].c;
        }
        val[id * 2] = acc;
        val[id * 2 + 1] = sw[(y + 1) % 3][4 - 1 - x].w * sw[y][x].tag;
      }
    }
  }
}
