// `@exclusive` variables declared at two levels of a 2-D `@outer` nest: `ey` between
// `@outer(1)` and `@outer(0)`, `ex` between `@outer(0)` and the `@inner` loops (spec §5.3:
// anywhere inside an `@outer` loop and outside `@inner` loops). Each work-item writes both in
// the first `@inner` loop and reads its own copies in the second.
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_exclusiveBetweenOuters_0(const int ny, __global const int *x, __global int *out) {
  {
    int by = 0 + get_group_id(1);
    int ey;
    {
      int bx = 0 + get_group_id(0);
      int ex;
      {
        int t = 0 + get_local_id(0);
        ey = x[by * 4 + t];
        ex = 100 * bx + t;
      }
      {
        int t = 3 - get_local_id(0);
        out[(by * 3 + bx) * 4 + t] = ey * 1000 + ex;
      }
    }
  }
}
