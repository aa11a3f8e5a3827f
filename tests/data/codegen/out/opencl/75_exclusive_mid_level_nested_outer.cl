// @exclusive variables declared at two @outer levels and used together in the body of the outer
// @inner level: the statement must run once per work-item, not once per work-item and group.
__kernel __attribute__((reqd_work_group_size(4, 3, 1))) void _occa_exclusiveMidNestedOuter_0(const int nA, __global const int *x, __global int *y) {
  {
    int a = 0 + get_group_id(1);
    int e;
    {
      int b = 0 + get_group_id(0);
      int f;
      {
        int ty = 0 + get_local_id(1);
        e = x[a * 3 + ty] + b;
        {
          int tx = 0 + get_local_id(0);
          f = e * tx;
        }
        f += e;
        {
          int tx = 0 + get_local_id(0);
          y[((a * 2 + b) * 3 + ty) * 4 + tx] = f;
        }
      }
    }
  }
}
