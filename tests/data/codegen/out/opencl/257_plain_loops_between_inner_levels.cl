// Plain loops between two `@inner` levels that share `@exclusive` state: a
// `@tile(2, @inner(1), )` whose element loop is a plain loop around an `@inner(0)` loop (each
// work-item (y, x) runs two element iterations), and a regular `for (k ...)` between
// `@inner(1)` and `@inner(0)` writing `@shared` data; then a plain 2-D nest reads both. On a
// GPU the innermost body runs several times per work-item, so the host's per-work-item slot must
// follow the work-item, not count executions of the innermost body.
__kernel __attribute__((reqd_work_group_size(3, 2, 1))) void _occa_plainMidLevels_0(const int n, __global int *out) {
  __local int s[2][3];
  {
    int g = 0 + get_group_id(0);
    int acc;
    {
      int y = 0 + get_local_id(1);
      {
        int x = 0 + get_local_id(0);
        acc = 10 * y + x;
      }
    }
    {
      int _occa_tiled_yy = 0 + (2 * get_local_id(1));
      for (int yy = _occa_tiled_yy; yy < _occa_tiled_yy + 2; ++yy) {
        if (yy < 4) {
          {
            int x = 0 + get_local_id(0);
            acc += yy;
          }
        }
      }
    }
    {
      int y = 0 + get_local_id(1);
      for (int k = 0; k < 2; ++k) {
        {
          int x = 0 + get_local_id(0);
          acc += 100 * k;
          s[y][x] = acc;
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int y = 0 + get_local_id(1);
      {
        int x = 0 + get_local_id(0);
        out[(g * 2 + y) * 3 + x] = s[1 - y][2 - x] * 1000 + acc;
      }
    }
  }
}
