// Lambdas in `@inner` bodies that mix a default capture with named captures of `@exclusive`
// and `@shared` data: `[&, e]() mutable` (the copy of `e` changes, the work-item's own `e`
// does not), `[=, &e]` (writes `e`, reads an `@exclusive` array by copy), a lambda stored in a
// variable and called in a regular loop inside the `@inner` body, a generic lambda taking a
// `@shared` row by reference, and a lambda returning a reference to the work-item's `@exclusive`
// element. The values must persist into the next `@inner` loop per work-item.
int _occa_lambdaCaptures_stash(__local int rows[2][4], int t, int *e, int hist[3]) {
  rows[0][t] = *e;
  *e = -1;
  hist[0] = *e;
  return *e * 2;
}

int _occa_lambdaCaptures_bump(int k, int *e, int hist[3]) {
  *e += hist[1] * k;
  return *e;
}

int *_occa_lambdaCaptures_slotOf(int hist[3]) {
  return &hist[0];
}

void _occa_lambdaCaptures_fill(__local int row[4], int v, int t, int e) {
  row[t] = v + e;
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_lambdaCaptures_0(const int n, __global int *out) {
  __local int rows[2][4];
  {
    int g = 0 + get_group_id(0);
    int e;
    int hist[3];
    {
      int t = 0 + get_local_id(0);
      e = 10 * g + t;
      int _occa_lambdaCaptures_stash_e = e;
      hist[1] = _occa_lambdaCaptures_stash(rows, t, &_occa_lambdaCaptures_stash_e, hist);
      hist[2] = 0;
      for (int k = 1; k <= 3; ++k) {
        hist[2] += _occa_lambdaCaptures_bump(k, &e, hist);
      }
      *_occa_lambdaCaptures_slotOf(hist) += 100;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      _occa_lambdaCaptures_fill(rows[1], hist[0], t, e);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      out[(g * 4 + t) * 4 + 0] = e;
      out[(g * 4 + t) * 4 + 1] = hist[2];
      out[(g * 4 + t) * 4 + 2] = rows[0][3 - t];
      out[(g * 4 + t) * 4 + 3] = rows[1][3 - t];
    }
  }
}
