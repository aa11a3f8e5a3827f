// Several `@outer` dimensions: a tile whose block and element loops are both `@outer`
// around a tile whose loops are both `@inner`; explicit `@outer(1)` / `@outer(0)` with a
// tile split into `@outer(0)` and `@inner(1)` around two `@inner(0)` loops, with `@shared` and
// `@exclusive` data declared between `@outer(1)` and the tile's `@outer(0)` block loop.
__kernel void _occa_outerAxesTiles_0(const int n, const int m, __global int *out) {
  {
    int _occa_tiled_i = 0 + (4 * get_group_id(1));
    {
      int i = _occa_tiled_i + get_group_id(0);
      if (i < n) {
        {
          int _occa_tiled_j = 0 + (3 * get_local_id(1));
          {
            int j = _occa_tiled_j + get_local_id(0);
            if (j < m) {
              out[i * m + j] += i * 100 + j;
            }
          }
        }
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(2, 2, 1))) void _occa_outerAxesTiles_1(const int n, const int m, __global int *out) {
  __local int s[2][2];
  {
    int y = 0 + get_group_id(1);
    int e;
    {
      int _occa_tiled_x = 0 + (2 * 2 * get_group_id(0));
      {
        int x = _occa_tiled_x + (2 * get_local_id(1));
        if (x < m) {
          {
            int t = 0 + get_local_id(0);
            e = x + t < m ? 1 : 0;
            s[x / 2 % 2][t] = 10 * y + t;
          }
          {
            int t = 0 + get_local_id(0);
            if (e) {
              out[y * m + x + t] += 1000 * s[x / 2 % 2][t];
            }
          }
        }
      }
    }
  }
}
