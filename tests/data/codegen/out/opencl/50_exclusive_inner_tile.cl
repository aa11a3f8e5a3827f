// @exclusive and @shared with 2-D inner nests produced by `@tile(.., @inner, @inner)`, stepped and
// decreasing, checked and unchecked.
__kernel __attribute__((reqd_work_group_size(4, 3, 1))) void _occa_exclusiveInnerTile_0(const int nB, __global const int *x, __global int *y) {
  __local int s[24];
  {
    int b = 0 + get_group_id(0);
    int v;
    int w[2];
    // indices 0, 2, ..., 22 (12 iterations): 3 blocks of 4, each spanning 8 index units
    {
      int _occa_tiled_i = 0 + (4 * 2 * get_local_id(1));
      {
        int i = _occa_tiled_i + (2 * get_local_id(0));
        if (i < 24) {
          v = x[b * 24 + i];
          w[0] = i;
          s[i] = v;
          s[i + 1] = -v;
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    // 11 down to 0 (12 iterations), tile 4, no check: 3 full blocks
    {
      int _occa_tiled_i = 11 - (4 * get_local_id(1));
      {
        int i = _occa_tiled_i - get_local_id(0);
        w[1] = s[2 * i + 1] + v;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    // 0..9 with tile 4 (3 blocks, the last partial): work-items 0..9 and 10, 11 do not run
    {
      int _occa_tiled_i = 0 + (4 * get_local_id(1));
      {
        int i = _occa_tiled_i + get_local_id(0);
        if (i < 10) {
          y[b * 12 + i] = v * 10000 + w[0] * 100 + w[1];
        }
      }
    }
  }
}
