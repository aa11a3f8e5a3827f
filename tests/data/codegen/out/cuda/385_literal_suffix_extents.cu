// Literal suffixes and separators where oklc must evaluate constants: `@tile` sizes `4u` and
// `0x4ULL`/`4l`, `@shared` extent `2'0ll`, `@exclusive` extent `0b11`, an `@inner` bound `1'6LL`
// over a `long` iterator, steps `+= 1u`, a `long double` literal in the body.
extern "C" __global__ __launch_bounds__(16) void _occa_literalSuffixExtents_0(const int n, float *out) {
  {
    int _occa_tiled_b = 0 + ((int)4u * (int)1u * blockIdx.y);
    {
      int b = _occa_tiled_b + (1u * blockIdx.x);
      if (b < n) {
        __shared__ float s[2'0ll];
        float e[0b11];
        long acc;
        {
          long _occa_tiled_t = 0l + ((long)0x4ULL * (long long) threadIdx.y);
          {
            long t = _occa_tiled_t + (long long) threadIdx.x;
            if (t < 1'6LL) {
              acc = t;
              for (int k = 0; k < 3; ++k) {
                e[k] = t * k;
              }
              s[t] = 1.5e1f + (float)t;
            }
          }
        }
        __syncthreads();
        {
          int _occa_tiled_t = 0 + (4l * (int)1u * threadIdx.y);
          {
            int t = _occa_tiled_t + (1u * threadIdx.x);
            if (t < 16) {
              out[b * 16 + t] = s[15 - t] + e[2] + acc + 0.5L;
            }
          }
        }
      }
    }
  }
}
