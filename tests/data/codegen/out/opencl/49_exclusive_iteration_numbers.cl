// @exclusive across inner loops whose iterators differ from the work-item number: decreasing,
// runtime step, `-= 2`, iterator on the right; and across 2-D nests with explicit, swapped axes.
__kernel void _occa_exclusiveIterNumbers_0(const int nB, const int s, __global const int *x, __global int *y, __global int *z) {
  {
    int b = 0 + get_group_id(0);
    int v;
    {
      int i = 0 + get_local_id(0);
      if (i < 8) {
        v = x[b * 8 + i];
      }
    }
    {
      int j = 7 - get_local_id(0);
      if (j >= 0) {
        v += 100 * j;
      }
    }
    {
      int k = 3 + (s * get_local_id(0));
      if (k < 3 + 8 * s) {
        v += k;
      }
    }
    {
      int k = 20 - (2 * get_local_id(0));
      if (k > 4) {
        v = v * 2 + k;
      }
    }
    {
      int t = 1 + get_local_id(0);
      if (8 >= t) {
        y[b * 8 + t - 1] = v;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 3, 1))) void _occa_exclusiveIterNumbers_1(const int nB, const int s, __global const int *x, __global int *y, __global int *z) {
  {
    int b = 0 + get_group_id(0);
    int w;
    {
      int tx = 0 + get_local_id(0);
      {
        int ty = 0 + get_local_id(1);
        w = tx * 10 + ty + b;
      }
    }
    {
      int ty = 0 + get_local_id(1);
      {
        int tx = 0 + get_local_id(0);
        w += 1000 * ty;
      }
    }
    {
      int ty = 2 - get_local_id(1);
      {
        int tx = 0 + get_local_id(0);
        z[b * 12 + tx * 3 + ty] = w;
      }
    }
  }
}
