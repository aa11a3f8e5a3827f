
// Run-time tile sizes of unsigned type (`const unsigned` and `size_t` kernel arguments) over
// loops that cross zero: `t < _occa_tiled_t + ts` would compare unsigned (and skip the tile
// that straddles zero), so the size is converted to the iterator's type as for constants.
__kernel void _occa_tileRuntimeUnsigned_0(const int nb, const unsigned int ts, const ulong tl, __global int *up, __global int *down) {
  {
    int b = 0 + get_group_id(0);
    {
      int _occa_tiled_t = -5 + ((int)ts * get_local_id(1));
      {
        int t = _occa_tiled_t + get_local_id(0);
        if (t < 11) {
          up[b * 16 + t + 5] = 10 * b + t;
        }
      }
    }
  }
}

__kernel void _occa_tileRuntimeUnsigned_1(const int nb, const unsigned int ts, const ulong tl, __global int *up, __global int *down) {
  {
    int _occa_tiled_t = 9 - ((int)tl * get_group_id(0));
    {
      int t = _occa_tiled_t - get_local_id(0);
      if (t >= -6) {
        down[t + 6] = 3 * t;
      }
    }
  }
}
