// An `@exclusive` array declared in an `@outer(2)` body, used by one nested `@outer(1)` loop
// whose body runs an `@outer(0)` loop three times from a regular loop and then reads the
// copies in a sibling `@tile(4, @outer(0), @inner(0))` loop. On a GPU work-item
// (bz, by, bx, t) keeps its copy across the regular loop's iterations and the tile reads it
// (i = bx * 4 + t names the same work-item).
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_exclusiveNestedOuterInLoop_0(const int nz, __global const int *x, __global int *out) {
  {
    int bz = 0 + get_group_id(2);
    int e[2];
    {
      int by = 0 + get_group_id(1);
      for (int k = 0; k < 3; ++k) {
        {
          int bx = 0 + get_group_id(0);
          {
            int t = 0 + get_local_id(0);
            const int g = ((bz * 2 + by) * 3 + bx) * 4 + t;
            if (k == 0) {
              e[0] = x[g];
              e[1] = 0;
            } else {
              e[1] += e[0] * k;
            }
          }
        }
      }
      {
        int _occa_tiled_i = 0 + (4 * get_group_id(0));
        {
          int i = _occa_tiled_i + get_local_id(0);
          if (i < 12) {
            out[(bz * 2 + by) * 12 + i] = e[0] * 100 + e[1];
          }
        }
      }
    }
  }
}
