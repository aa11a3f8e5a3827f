// A tile size of unsigned type (`sizeof(int)`, a `size_t`) over a loop that starts below zero:
// the host tile loop compares the `int` iterator with `_occa_tiled_t + sizeof(int)` (unsigned),
// which g++ reports (-Wsign-compare) and which is false for the tile that straddles zero
// (-2 + 4ul wraps to 2, and (size_t)-2 is not below it), so that tile's elements are skipped.
__kernel __attribute__((reqd_work_group_size(4, 4, 1))) void _occa_tileSizeof_0(const int nb, __global int *out) {
  {
    int b = 0 + get_group_id(0);
    {
      int _occa_tiled_t = -2 + ((int)sizeof(int) * get_local_id(1));
      {
        int t = _occa_tiled_t + get_local_id(0);
        if (t < 14) {
          out[b * 16 + t + 2] = 10 * b + t;
        }
      }
    }
  }
}
