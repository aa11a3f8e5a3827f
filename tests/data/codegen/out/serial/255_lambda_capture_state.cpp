// Lambdas in `@inner` bodies that mix a default capture with named captures of `@exclusive`
// and `@shared` data: `[&, e]() mutable` (the copy of `e` changes, the work-item's own `e`
// does not), `[=, &e]` (writes `e`, reads an `@exclusive` array by copy), a lambda stored in a
// variable and called in a regular loop inside the `@inner` body, a generic lambda taking a
// `@shared` row by reference, and a lambda returning a reference to the work-item's `@exclusive`
// element. The values must persist into the next `@inner` loop per work-item.
extern "C" void lambdaCaptures(const int &n, int *out) {
  for (int g = 0; g < n; ++g) {
    int _occa_exclusive_index;
    int e[4];
    int hist[4][3];
    int rows[2][4];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      e[_occa_exclusive_index] = 10 * g + t;
      auto stash = [&, e]() mutable {
        rows[0][t] = e[_occa_exclusive_index];
        e[_occa_exclusive_index] = -1;
        hist[_occa_exclusive_index][0] = e[_occa_exclusive_index];
        return e[_occa_exclusive_index] * 2;
      };
      hist[_occa_exclusive_index][1] = stash();
      auto bump = [=, &e](int k) {
        e[_occa_exclusive_index] += hist[_occa_exclusive_index][1] * k;
        return e[_occa_exclusive_index];
      };
      hist[_occa_exclusive_index][2] = 0;
      for (int k = 1; k <= 3; ++k) {
        hist[_occa_exclusive_index][2] += bump(k);
      }
      auto slotOf = [&]() -> int & {
        return hist[_occa_exclusive_index][0];
      };
      slotOf() += 100;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      auto fill = [&](auto &row, int v) {
        row[t] = v + e[_occa_exclusive_index];
      };
      fill(rows[1], hist[_occa_exclusive_index][0]);
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      out[(g * 4 + t) * 4 + 0] = e[_occa_exclusive_index];
      out[(g * 4 + t) * 4 + 1] = hist[_occa_exclusive_index][2];
      out[(g * 4 + t) * 4 + 2] = rows[0][3 - t];
      out[(g * 4 + t) * 4 + 3] = rows[1][3 - t];
    }
  }
}
