// A double2-like struct with constructors and operators as a padded @shared tile and as an
// @exclusive accumulator: the group fills the tile through two constructors, then each
// work-item reads it transposed, scales a copy (`*=`), and walks a column in a regular loop
// with `continue` (skip its own row) and `break` (stop at a small value).
struct dbl2 {
  double x, y;
  dbl2() = default;
  constexpr  dbl2(double a, double b) : x(a), y(b) {
  }
  explicit  dbl2(double a) : x(a), y(-a) {
  }
  dbl2 operator+(const dbl2 &o) const {
    return dbl2(x + o.x, y + o.y);
  }
  dbl2 &operator*=(double s) {
    x *= s;
    y *= s;
    return *this;
  }
};

extern "C" void sharedDbl2Transpose(const int &nb, const double *in, double *out) {
  for (int b = 0; b < nb; ++b) {
    int _occa_exclusive_index;
    dbl2 s_q[4][4 + 1];
    dbl2 acc[16];
    _occa_exclusive_index = 0;
    for (int j = 0; j < 4; ++j) {
      for (int i = 0; i < 4; ++i) {
        _occa_exclusive_index = 4 * j + i;
        const double v = in[(b * 4 + j) * 4 + i];
        s_q[j][i] = i % 2 ? dbl2(v, 2 * v) : dbl2(v);
        acc[_occa_exclusive_index] = dbl2{0.5, -0.5};
      }
    }
    _occa_exclusive_index = 0;
    for (int j = 0; j < 4; ++j) {
      for (int i = 0; i < 4; ++i) {
        _occa_exclusive_index = 4 * j + i;
        dbl2 t = s_q[i][j];
        t *= 2.0;
        acc[_occa_exclusive_index] = acc[_occa_exclusive_index] + t;
        for (int k = 0; k < 4; ++k) {
          if (k == j) {
            continue;
          }
          if (s_q[k][i].x < -3.0) {
            break;
          }
          acc[_occa_exclusive_index] = acc[_occa_exclusive_index] + s_q[k][i];
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int j = 0; j < 4; ++j) {
      for (int i = 0; i < 4; ++i) {
        _occa_exclusive_index = 4 * j + i;
        out[2 * ((b * 4 + j) * 4 + i) + 0] = acc[_occa_exclusive_index].x;
        out[2 * ((b * 4 + j) * 4 + i) + 1] = acc[_occa_exclusive_index].y;
      }
    }
  }
}
