// Literal suffixes and separators where oklc must evaluate constants: `@tile` sizes `4u` and
// `0x4ULL`/`4l`, `@shared` extent `2'0ll`, `@exclusive` extent `0b11`, an `@inner` bound `1'6LL`
// over a `long` iterator, steps `+= 1u`, a `long double` literal in the body.
__kernel __attribute__((reqd_work_group_size(4, 4, 1))) void _occa_literalSuffixExtents_0(const int n, __global float *out) {
  __local float s[20l];
  {
    int _occa_tiled_b = 0 + ((int)4u * (int)1u * get_group_id(1));
    {
      int b = _occa_tiled_b + (1u * get_group_id(0));
      if (b < n) {
        float e[0x3];
        long acc;
        {
          long _occa_tiled_t = 0l + ((long)0x4UL * (long) get_local_id(1));
          {
            long t = _occa_tiled_t + (long) get_local_id(0);
            if (t < 16L) {
              acc = t;
              for (int k = 0; k < 3; ++k) {
                e[k] = t * k;
              }
              s[t] = 1.5e1f + (float)t;
            }
          }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        {
          int _occa_tiled_t = 0 + (4l * (int)1u * get_local_id(1));
          {
            int t = _occa_tiled_t + (1u * get_local_id(0));
            if (t < 16) {
              out[b * 16 + t] = s[15 - t] + e[2] + acc + 0.5L;
            }
          }
        }
      }
    }
  }
}
