// `@exclusive` state declared in an `@outer(2)` body and used by the groups of a nested
// `@outer(1)` loop and two sibling `@outer(0)` loops: a struct whose braced initializer reads
// the `@outer(2)` iterator and an array without an initializer. Each work-item
// (bz, by, bx, t) has its own copies on a GPU: they start from the initializer in every group
// and carry from the first `@outer(0)` loop to the second.
struct Acc {
  int s;
  int n;
};

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_exclusiveThreeNestedGroups_0(const int nz, __global int *out) {
  {
    int bz = 0 + get_group_id(2);
    struct Acc acc = {bz * 1000, 0};
    int hist[2];
    {
      int by = 0 + get_group_id(1);
      {
        int bx = 0 + get_group_id(0);
        {
          int t = 0 + get_local_id(0);
          acc.s += by * 100 + bx * 10 + t;
          acc.n += 1;
          hist[0] = by;
          hist[1] = bx * 4 + t;
        }
      }
      {
        int bx = 0 + get_group_id(0);
        {
          int t = 0 + get_local_id(0);
          acc.n += 1;
          out[((bz * 2 + by) * 3 + bx) * 4 + t] = acc.s * 1000 + acc.n * 100 + hist[0] * 16 + hist[1];
        }
      }
    }
  }
}
