// `return` ends one work-item inside an @inner loop and one work-group in an @outer body outside
// the @inner loops. The work-items and groups that return come first in sequential order, from
// inside a regular loop, from a `switch`, from an outer @inner level and from a tile.
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_returnPaths_0(const int n, __global const int *skip, __global int *a, __global int *b, __global int *c) {
  {
    int g = 0 + get_group_id(0);
    if (skip[g] != 0) {
      return;
    }
    {
      int t = 0 + get_local_id(0);
      const int i = g * 8 + t;
      if (t < 2) {
        return;
      }
      int acc = 0;
      for (int k = 0; k < 4; ++k) {
        if (k * t > 9) {
          return;
        }
        acc += k;
      }
      const int twice = 2 * acc;
      switch (t % 3) {
        case 0:
          return;
        default:
          break;
      }
      a[i] = twice + 1;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(5, 4, 1))) void _occa_returnPaths_1(const int n, __global const int *skip, __global int *a, __global int *b, __global int *c) {
  {
    int g = 0 + get_group_id(0);
    {
      int y = 0 + get_local_id(1);
      if (y == 1) {
        return;
      }
      {
        int x = 0 + get_local_id(0);
        if (x == y) {
          return;
        }
        b[(g * 4 + y) * 5 + x] = 1 + x + y;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_returnPaths_2(const int n, __global const int *skip, __global int *a, __global int *b, __global int *c) {
  {
    int _occa_tiled_i = 0 + (4 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < n) {
        if (i % 3 == 0) {
          return;
        }
        c[i] = i;
      }
    }
  }
}
