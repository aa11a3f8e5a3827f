// An `@exclusive` variable declared between `@outer(1)` and two sibling `@outer(0)` loops:
// each work-item (by, bx, t) writes it in the first sibling and reads it in the second, as one
// GPU thread of group (by, bx) runs both siblings.
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_exclusiveAcrossSiblings_0(const int ny, __global const int *x, __global int *out) {
  {
    int by = 0 + get_group_id(1);
    int ey;
    {
      int bx = 0 + get_group_id(0);
      {
        int t = 0 + get_local_id(0);
        ey = x[(by * 3 + bx) * 4 + t];
      }
    }
    {
      int bx = 0 + get_group_id(0);
      {
        int t = 0 + get_local_id(0);
        out[(by * 3 + bx) * 4 + t] = ey * 10 + bx;
      }
    }
  }
}
