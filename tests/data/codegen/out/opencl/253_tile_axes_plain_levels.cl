// `@tile` with explicit axes mixed with plain loops at other levels. First nest: a
// `@tile(2, @outer(1), )` whose element loop is a plain loop holding an `@outer(0)` loop, so a
// regular loop sits between the two `@outer` levels; inside, a `@tile(4, @inner(1), @inner(0))`
// nest writes `@shared` and `@exclusive` data that a plain `@inner(1)`/`@inner(0)` nest reads
// transposed (the two nests must number their work-items alike). Second nest: an `@outer` whose
// body walks a `@tile(3, , @inner)` (plain block loop, `@inner` element loop over 7 with the
// check) with an `@exclusive` counter that persists over the block iterations, then reads it in
// a plain `@inner` loop over the same 3 work-items.
__kernel __attribute__((reqd_work_group_size(4, 2, 1))) void _occa_tileAxesPlain_0(const int ny, const int nx, __global int *grid, __global int *blocks) {
  __local int tileS[2][4];
  {
    int _occa_tiled_by = 0 + (2 * get_group_id(1));
    for (int by = _occa_tiled_by; by < _occa_tiled_by + 2; ++by) {
      if (by < ny) {
        {
          int bx = 0 + (2 * get_group_id(0));
          int mine;
          {
            int _occa_tiled_t = 0 + (4 * get_local_id(1));
            {
              int t = _occa_tiled_t + get_local_id(0);
              if (t < 8) {
                mine = 100 * by + 10 * bx + t;
                tileS[t / 4][t % 4] = mine;
              }
            }
          }
          barrier(CLK_LOCAL_MEM_FENCE);
          {
            int r = 0 + get_local_id(1);
            {
              int c = 0 + get_local_id(0);
              const int cell = ((by * nx + bx) * 2 + r) * 4 + c;
              grid[cell] = tileS[1 - r][3 - c] * 1000 + mine;
            }
          }
          barrier(CLK_LOCAL_MEM_FENCE);
        }
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(3, 1, 1))) void _occa_tileAxesPlain_1(const int ny, const int nx, __global int *grid, __global int *blocks) {
  {
    int g = 0 + get_group_id(0);
    int count;
    {
      int t = 0 + get_local_id(0);
      count = 0;
    }
    for (int _occa_tiled_i = 0; _occa_tiled_i < 7; _occa_tiled_i += 3) {
      {
        int i = _occa_tiled_i + get_local_id(0);
        if (i < 7) {
          count += i + 1;
        }
      }
    }
    {
      int t = 0 + get_local_id(0);
      blocks[g * 3 + t] = count * 10 + g;
    }
  }
}
