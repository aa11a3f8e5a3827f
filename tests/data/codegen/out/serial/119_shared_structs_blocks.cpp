// `@shared` arrays of structs with array members, declared inside a nested block and inside
// an `if` of the `@outer` body, an `@exclusive` array of a typedef'd struct type declared in
// the same block, and a 3-D `@shared` array indexed with computed subscripts.
typedef struct {
  float v[2];
  int tag;
} cell_t;

extern "C" void sharedStructsBlocks(const int &nb, const int &flag, const float *x, float *y) {
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    {
      cell_t cells[8];
      cell_t mine[8][2];
      _occa_exclusive_index = 0;
      for (int t = 0; t < 8; ++t) {
        _occa_exclusive_index = t;
        cells[t].v[0] = x[b * 8 + t];
        cells[t].v[1] = 2.0f * x[b * 8 + t];
        cells[t].tag = t;
        mine[_occa_exclusive_index][0] = cells[t];
        mine[_occa_exclusive_index][1].tag = 7 - t;
      }
      _occa_exclusive_index = 0;
      for (int t = 0; t < 8; ++t) {
        _occa_exclusive_index = t;
        const cell_t &o = cells[mine[_occa_exclusive_index][1].tag];
        y[b * 8 + t] = o.v[0] + o.v[1] + (float)mine[_occa_exclusive_index][0].tag;
      }
    }
    if (flag) {
      float cube[2][2][2];
      _occa_exclusive_index = 0;
      for (int t = 0; t < 8; ++t) {
        _occa_exclusive_index = t;
        cube[t >> 2][(t >> 1) & 1][t & 1] = (float)t;
      }
      _occa_exclusive_index = 0;
      for (int t = 0; t < 8; ++t) {
        _occa_exclusive_index = t;
        y[b * 8 + t] += 100.0f * cube[(7 - t) >> 2][((7 - t) >> 1) & 1][(7 - t) & 1];
      }
    }
  }
}
