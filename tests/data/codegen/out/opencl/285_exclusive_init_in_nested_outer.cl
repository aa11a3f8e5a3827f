// An initialised `@exclusive` variable declared in an `@outer(1)` body and updated inside the
// nested `@outer(0)` loop's `@inner` loop (`ey += bx`). On a GPU every work-item of group
// (by, bx) runs the `@outer(1)` body itself, so its copy starts from the initializer in each
// group: ey = 5 + bx. The host storage is initialised once per `by` and carries from one `bx`
// to the next.
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_exclusiveInitNestedOuter_0(const int ny, __global int *out) {
  {
    int by = 0 + get_group_id(1);
    int ey = 5;
    {
      int bx = 0 + get_group_id(0);
      {
        int t = 0 + get_local_id(0);
        ey += bx;
        out[(by * 3 + bx) * 4 + t] = ey * 100 + t;
      }
    }
  }
}
