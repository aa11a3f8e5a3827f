// Two and three sibling `@outer(0)` loops in the body of one `@outer(1)` loop (one work-group
// grid; a group runs every sibling in turn), each with its own `@shared` and `@exclusive`
// arrays of one name and a different `@inner` shape (1 x 8, 2 x 4, 4 x 2); a regular loop and an
// `if` on the `@outer(1)` iterator between the siblings, and a group-level local between
// `@outer(1)` and the siblings. Each sibling reads what the previous one wrote for its own group.
extern "C" void siblingOuters(const int &ny, const int &nx, const int *x, int *a, int *out) {
  for (int by = 0; by < ny; ++by) {
    const int rowBase = by * nx * 8;
    for (int bx = 0; bx < nx; ++bx) {
      int _occa_exclusive_index;
      int s[8];
      int e[32];
      _occa_exclusive_index = 0;
      for (int u = 0; u < 1; ++u) {
        for (int t = 0; t < 8; ++t) {
          _occa_exclusive_index = 8 * u + t;
          e[_occa_exclusive_index] = x[rowBase + bx * 8 + t];
          s[t] = e[_occa_exclusive_index] * 2;
        }
      }
      _occa_exclusive_index = 0;
      for (int u = 0; u < 1; ++u) {
        for (int t = 0; t < 8; ++t) {
          _occa_exclusive_index = 8 * u + t;
          a[rowBase + bx * 8 + t] = s[7 - t] + e[_occa_exclusive_index];
        }
      }
    }
    for (int r = 0; r < 2; ++r) {
      for (int bx = 0; bx < nx; ++bx) {
        int _occa_exclusive_index;
        int s[2][4];
        int e[32][2];
        _occa_exclusive_index = 0;
        for (int i = 0; i < 2; ++i) {
          for (int j = 0; j < 4; ++j) {
            _occa_exclusive_index = 8 * i + j;
            e[_occa_exclusive_index][0] = a[rowBase + bx * 8 + i * 4 + j];
            e[_occa_exclusive_index][1] = r;
            s[i][j] = e[_occa_exclusive_index][0];
          }
        }
        _occa_exclusive_index = 0;
        for (int i = 0; i < 2; ++i) {
          for (int j = 0; j < 4; ++j) {
            _occa_exclusive_index = 8 * i + j;
            a[rowBase + bx * 8 + i * 4 + j] = e[_occa_exclusive_index][0] + s[1 - i][j] * (e[_occa_exclusive_index][1] + 1);
          }
        }
      }
    }
    if (by % 2 == 1) {
      for (int bx = nx - 1; bx >= 0; --bx) {
        int _occa_exclusive_index;
        int e[32];
        _occa_exclusive_index = 0;
        for (int i = 0; i < 4; ++i) {
          for (int j = 0; j < 2; ++j) {
            _occa_exclusive_index = 8 * i + j;
            e[_occa_exclusive_index] = a[rowBase + (nx - 1 - bx) * 8 + i * 2 + j];
          }
        }
        _occa_exclusive_index = 0;
        for (int i = 0; i < 4; ++i) {
          for (int j = 0; j < 2; ++j) {
            _occa_exclusive_index = 8 * i + j;
            out[rowBase + bx * 8 + i * 2 + j] = e[_occa_exclusive_index] + 1000;
          }
        }
      }
    } else {
      for (int bx = 0; bx < nx; ++bx) {
        for (int i = 0; i < 4; ++i) {
          for (int j = 0; j < 2; ++j) {
            out[rowBase + bx * 8 + i * 2 + j] = -a[rowBase + bx * 8 + i * 2 + j];
          }
        }
      }
    }
  }
}
