// An @exclusive used in the body of a @tile(4, @inner, @inner) element loop (inside the tile's
// bounds check, 7 is not a multiple of 4), around the innermost @inner loops below it.
__kernel __attribute__((reqd_work_group_size(3, 4, 2))) void _occa_exclusiveMidTile_0(const int nB, __global const int *x, __global int *y) {
  {
    int b = 0 + get_group_id(0);
    int e;
    {
      int _occa_tiled_j = 0 + (4 * get_local_id(2));
      {
        int j = _occa_tiled_j + get_local_id(1);
        if (j < 7) {
          e = x[b * 7 + j];
          {
            int i = 0 + get_local_id(0);
            y[((b * 7 + j) * 3 + i) * 2] = e * 10 + i;
            e += i;
          }
          e *= 2;
          {
            int i = 0 + get_local_id(0);
            y[((b * 7 + j) * 3 + i) * 2 + 1] = e;
          }
        }
      }
    }
  }
}
