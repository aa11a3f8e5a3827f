// `#pragma unroll` on regular loops around and between `@inner` levels: a `#pragma unroll 2`
// k loop around a 2-D nest whose `@inner(1)` body has a mid-level statement (once per
// work-item below) and a `#pragma unroll` r loop around the `@inner(0)` loop. The state is an
// `@exclusive` struct with an `operator+=` that alternates between two members (so the order
// of updates shows) and an `@exclusive` array with `@dim(2, 2) @dimOrder(1, 0)` read both
// through the accessor and as raw elements.
struct Acc {
  int v[2];
  int n;
  Acc &operator+=(int d) {
    v[n & 1] += d;
    ++n;
    return *this;
  }
};

extern "C" void unrolledExclusiveMid(const int &nB, const int *x, int *out) {
  #pragma omp parallel for
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    Acc acc[12];
    int reg[12][4];
    int s[3][4];
    _occa_exclusive_index = 0;
    for (int y = 0; y < 3; ++y) {
      for (int z = 0; z < 4; ++z) {
        _occa_exclusive_index = 4 * y + z;
        acc[_occa_exclusive_index].v[0] = acc[_occa_exclusive_index].v[1] = 0;
        acc[_occa_exclusive_index].n = 0;
        s[y][z] = x[(b * 3 + y) * 4 + z];
      }
    }
    #pragma GCC unroll 2
    for (int k = 0; k < 2; ++k) {
      _occa_exclusive_index = 0;
      for (int y = 0; y < 3; ++y) {
        for (int _occa_exclusive_x = 0; _occa_exclusive_x < 4; ++_occa_exclusive_x) {
          _occa_exclusive_index = 4 * y + _occa_exclusive_x;
          acc[_occa_exclusive_index] += 100 * k + y;
        }
        for (int r = 0; r < 2; ++r) {
          for (int z = 0; z < 4; ++z) {
            _occa_exclusive_index = 4 * y + z;
            acc[_occa_exclusive_index] += s[(y + r) % 3][3 - z] * (r + 1 + 10 * k);
            reg[_occa_exclusive_index][k + 2 * r] = (r + 1) * 10 + k + z;
          }
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int y = 0; y < 3; ++y) {
      for (int z = 0; z < 4; ++z) {
        _occa_exclusive_index = 4 * y + z;
        int *o = out + ((b * 3 + y) * 4 + z) * 5;
        o[0] = acc[_occa_exclusive_index].v[0];
        o[1] = acc[_occa_exclusive_index].v[1];
        o[2] = acc[_occa_exclusive_index].n;
        o[3] = reg[_occa_exclusive_index][1 + 2 * 0] * 1000 + reg[_occa_exclusive_index][0 + 2 * 1];
        o[4] = reg[_occa_exclusive_index][1] * 1000 + reg[_occa_exclusive_index][2];
      }
    }
  }
}
