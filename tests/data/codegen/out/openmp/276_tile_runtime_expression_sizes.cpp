// `@tile` sizes and loop steps that are run-time *expressions* (`ts + 1`, `s + 1`, `?:` of
// arguments, `ts << 1`, `ts + s`): the block step `TS * s` and the element bound must keep
// their operands grouped. Increasing with `<=`, decreasing with `-= s` and `>=`, the iterator on
// the right, and a hoisted 2-D `@tile(.., @outer, @inner)` nest (rows increasing, columns
// decreasing by a run-time step), all with partial last tiles. Every visit adds to the output,
// so a skipped or repeated index shows.
extern "C" void tileRuntimeExprSizes(const int &n, const int &ts, const int &s, const int &ny, const int &nx, int *a, int *b, int *c, int *d) {
  #pragma omp parallel for
  for (int _occa_tiled_i = 1; _occa_tiled_i <= n; _occa_tiled_i += (ts + 1) * (s + 1)) {
    for (int i = _occa_tiled_i; i < _occa_tiled_i + (ts + 1) * (s + 1); i += s + 1) {
      if (i <= n) {
        a[i] += 1 + i;
      }
    }
  }
  #pragma omp parallel for
  for (int _occa_tiled_i = n; _occa_tiled_i >= 0; _occa_tiled_i -= (n > 8 ? ts - 1 : 2) * s) {
    for (int i = _occa_tiled_i; i > _occa_tiled_i - (n > 8 ? ts - 1 : 2) * s; i -= s) {
      if (i >= 0) {
        b[i] += 2 * i + 1;
      }
    }
  }
  #pragma omp parallel for
  for (int _occa_tiled_i = 0; n > _occa_tiled_i; _occa_tiled_i += (ts << 1) * 2) {
    for (int i = _occa_tiled_i; _occa_tiled_i + (ts << 1) * 2 > i; i += 2) {
      if (n > i) {
        c[i] += i - 7;
      }
    }
  }
  #pragma omp parallel for
  for (int _occa_tiled_y = 0; _occa_tiled_y < ny; _occa_tiled_y += ts) {
    for (int _occa_tiled_x = nx - 1; _occa_tiled_x >= 0; _occa_tiled_x -= (ts + s) * s) {
      for (int y = _occa_tiled_y; y < _occa_tiled_y + ts; ++y) {
        if (y < ny) {
          for (int x = _occa_tiled_x; x > _occa_tiled_x - (ts + s) * s; x -= s) {
            if (x >= 0) {
              d[y * nx + x] += 100 * y + x + 1;
            }
          }
        }
      }
    }
  }
}
