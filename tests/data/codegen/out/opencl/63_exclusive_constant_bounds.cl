// @exclusive with @inner bounds that are integer constant expressions written with constexpr
// globals, a const local and a `?:` of constants.
__constant const int BS = 8;

__constant const int CW = 4;

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_exclusiveConstantBounds_0(const int nB, __global const int *x, __global int *y) {
  {
    int b = 0 + get_group_id(0);
    const int W = 2;
    int e;
    {
      int t = 0 + get_local_id(0);
      e = x[b * 8 + t];
    }
    {
      int t = 0 + get_local_id(0);
      e += t;
    }
    {
      int t = 0 + get_local_id(0);
      e *= 2;
    }
    {
      int t = 0 + get_local_id(0);
      y[b * 8 + t] = e;
    }
  }
}
