// An `@exclusive` variable whose initializer reads the `@outer(1)` iterator, updated per
// work-item in a non-innermost `@inner` body and in the innermost one of a nested `@outer(0)`
// loop that starts at 1 and steps by 2, and read in a sibling loop of the same shape: each
// work-item (by, bx, ty, tx) starts from `by * 7` on a GPU.
__kernel __attribute__((reqd_work_group_size(3, 2, 1))) void _occa_exclusiveNestedOuterSteps_0(const int ny, __global int *out) {
  {
    int by = 0 + get_group_id(1);
    int e = by * 7;
    {
      int bx = 1 + (2 * get_group_id(0));
      {
        int ty = 0 + get_local_id(1);
        e += bx;
        {
          int tx = 0 + get_local_id(0);
          e = e * 10 + tx;
        }
      }
    }
    {
      int bx = 1 + (2 * get_group_id(0));
      {
        int ty = 0 + get_local_id(1);
        {
          int tx = 0 + get_local_id(0);
          out[((by * 3 + (bx - 1) / 2) * 2 + ty) * 3 + tx] = e + ty * 100000;
        }
      }
    }
  }
}
