// Non-type template parameters of several kinds in one instantiated kernel: an `int` given as
// an expression over a constexpr global, a `bool`, a negative `int`, and defaulted `unsigned`
// and `unsigned long` parameters (one computed from an earlier one). They size @shared and
// @exclusive arrays, bound loops, pick a branch, feed @tile, a helper template's argument and a
// lambda.
__constant const int TILE = 4;

float _occa_scaled_m3(float v) {
  return v * -3;
}

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
double _occa_valueParams_8_double_true_neg3_2_4_mirror(int k, __local double s[8]) {
  return s[8 - 1 - k];
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_valueParams_8_double_true_neg3_2_4_0(const int nB, __global const double *x, __global double *y) {
  __local double s[8];
  {
    int b = 0 + get_group_id(0);
    double e[2u];
    {
      int t = 0 + get_local_id(0);
      for (unsigned int r = 0; r < 2u; ++r) {
        e[r] = x[b * 8 + t] * (double)(r + 1);
      }
      s[t] = e[2u - 1];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      const double v = _occa_valueParams_8_double_true_neg3_2_4_mirror(t, s) + _occa_scaled_m3(1.0f);
      if (true) {
        y[b * 8 + t] += v;
      } else {
        y[b * 8 + t] = v;
      }
      if (t < (int)4ul) {
        y[b * 8 + t] += e[0];
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_valueParams_8_double_true_neg3_2_4_1(const int nB, __global const double *x, __global double *y) {
  {
    int _occa_tiled_i = 0 + (8 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < nB * 8) {
        y[i] *= (double)2u;
      }
    }
  }
}
