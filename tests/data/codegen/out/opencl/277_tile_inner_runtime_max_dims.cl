// A run-time `@tile(ts, @inner(1), @inner(0))` (block loop on y, element loop on x) under
// `@outer @max_inner_dims(4, 4) @simd_length(8)`: `@exclusive` scalars and arrays sized by the
// attribute, carried from an increasing tile to a decreasing one (where a work-item meets
// another index) and on to a constant 4 x 3 nest; guarded-out work-items of the last block keep
// their state untouched. A `@directive("#define ...")` inside the `@outer` body defines a macro
// used in the next `@inner` nest.
__kernel void _occa_tileInnerRuntimeMaxDims_0(const int nb, const int n, const int ts, __global const int *x, __global int *out) {
  __local int s[16];
  {
    int b = 0 + get_group_id(0);
    int e;
    int hist[2];
    {
      int _occa_tiled_i = 0 + (ts * get_local_id(1));
      if (_occa_tiled_i < n) {
        {
          int i = _occa_tiled_i + get_local_id(0);
          if (i < _occa_tiled_i + ts) {
            if (i < n) {
              e = 3 * x[b * n + i];
              hist[0] = i;
              hist[1] = -i;
              s[i] = e;
            }
          }
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int _occa_tiled_i = n - 1 - (ts * get_local_id(1));
      if (_occa_tiled_i >= 0) {
        {
          int i = _occa_tiled_i - get_local_id(0);
          if (i > _occa_tiled_i - ts) {
            if (i >= 0) {
              e = e * 10 + i;
              hist[1] += s[i];
            }
          }
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int y = 0 + get_local_id(1);
      if (y < 4) {
        {
          int xx = 0 + get_local_id(0);
          if (xx < 3) {
            const int id = y * 3 + xx;
            if (id < n) {
              __global int *o = out + (b * n + id) * 3;
              o[0] = e;
              o[1] = hist[0];
              o[2] = hist[1];
            }
          }
        }
      }
    }
  }
}
