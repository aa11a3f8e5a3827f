// A non-type template parameter used as @shared extents (`T s[B]`, `T rows[B / 4][4]`): a
// constant expression once the kernel is instantiated.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
void _occa_storeShared_double(__local double *s, int t, double v) {
  s[t] = v;
}

double _occa_rowSum_double_4(__local const double (*rows)[4], int r) {
  double acc = (double)0;
  for (int k = 0; k < 4; ++k) {
    acc += rows[r][k];
  }
  return acc;
}

void scale2d(__local float m[][4], int r, float f) {
  for (int k = 0; k < 4; ++k) {
    m[r][k] *= f;
  }
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_blockTemplate_8_double_0(const int nB, __global const double *x, __global double *y) {
  __local double s[8];
  __local double rows[2][4];
  __local float m[2][4];
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      _occa_storeShared_double(s, t, x[b * 8 + t]);
      rows[t / 4][t % 4] = x[b * 8 + t] * (double)2;
      m[t / 4][t % 4] = 1.0f;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t < 8 / 4) {
        scale2d(m, t, (float)(t + 1));
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      if (t < 8) {
        y[b * 8 + t] = s[8 - 1 - t] + _occa_rowSum_double_4(rows, t / 4) + (double)m[t / 4][t % 4];
      }
    }
  }
}
