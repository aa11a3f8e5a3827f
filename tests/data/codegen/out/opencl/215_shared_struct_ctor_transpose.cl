// A double2-like struct with constructors and operators as a padded @shared tile and as an
// @exclusive accumulator: the group fills the tile through two constructors, then each
// work-item reads it transposed, scales a copy (`*=`), and walks a column in a regular loop
// with `continue` (skip its own row) and `break` (stop at a small value).
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
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

__kernel __attribute__((reqd_work_group_size(4, 4, 1))) void _occa_sharedDbl2Transpose_0(const int nb, __global const double *in, __global double *out) {
  __local struct dbl2 s_q[4][5];
  {
    int b = 0 + get_group_id(0);
    struct dbl2 acc;
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const double v = in[(b * 4 + j) * 4 + i];
        s_q[j][i] = i % 2 ? struct dbl2(v, 2 * v) : (struct dbl2)v;
        acc = (struct dbl2){0.5, -0.5};
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        struct dbl2 t = s_q[i][j];
        t *= 2.0;
        acc = acc + t;
        for (int k = 0; k < 4; ++k) {
          if (k == j) {
            continue;
          }
          if (s_q[k][i].x < -3.0) {
            break;
          }
          acc = acc + s_q[k][i];
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        out[2 * ((b * 4 + j) * 4 + i) + 0] = acc.x;
        out[2 * ((b * 4 + j) * 4 + i) + 1] = acc.y;
      }
    }
  }
}
