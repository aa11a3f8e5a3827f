// A double2-like struct with constructors and operators as a padded @shared tile and as an
// @exclusive accumulator: the group fills the tile through two constructors, then each
// work-item reads it transposed, scales a copy (`*=`), and walks a column in a regular loop
// with `continue` (skip its own row) and `break` (stop at a small value).
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
struct dbl2 {
  double x;
  double y;
};

struct dbl2 _occa_dbl2__dbl2_0(double a, double b) {
  struct dbl2 _occa_self = {0};
  struct dbl2 *this_ = &_occa_self;
  this_->x = a;
  this_->y = b;
  return _occa_self;
}

struct dbl2 _occa_dbl2__dbl2_1(double a) {
  struct dbl2 _occa_self = {0};
  struct dbl2 *this_ = &_occa_self;
  this_->x = a;
  this_->y = -a;
  return _occa_self;
}

struct dbl2 dbl2__operator_add(const struct dbl2 *this_, const struct dbl2 o) {
  return _occa_dbl2__dbl2_0(this_->x + o.x, this_->y + o.y);
}

void dbl2__operator_mul_assign(struct dbl2 *this_, double s) {
  this_->x *= s;
  this_->y *= s;
  return;
}

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
        s_q[j][i] = i % 2 ? _occa_dbl2__dbl2_0(v, 2 * v) : _occa_dbl2__dbl2_1(v);
        acc = _occa_dbl2__dbl2_0(0.5, -0.5);
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        struct dbl2 t = s_q[i][j];
        dbl2__operator_mul_assign(&t, 2.0);
        acc = dbl2__operator_add(&acc, t);
        for (int k = 0; k < 4; ++k) {
          if (k == j) {
            continue;
          }
          if (s_q[k][i].x < -3.0) {
            break;
          }
          acc = dbl2__operator_add(&acc, s_q[k][i]);
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
