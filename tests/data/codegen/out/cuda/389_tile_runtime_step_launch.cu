// `@tile` with a step known only at run time: the element loop of a tile runs exactly the
// tile size's iterations whatever the step (its launch size and `__launch_bounds__` are the
// tile size, as in legacy OCCA), and every index of the range is visited once. Also nested
// tiles on explicit axes, `@tile(4, @outer(0), @inner(0))` around
// `@tile(4, @inner(1), @inner(2))`, with checks and 64-bit iterators.
extern "C" __global__ __launch_bounds__(4) void _occa_tileRuntimeStepLaunch_0(const int n, const long m, const long s, int *x, long *y) {
  {
    int _occa_tiled_i = n - 8 + (4 * (n / 16 + 1) * blockIdx.x);
    {
      int i = _occa_tiled_i + ((n / 16 + 1) * threadIdx.x);
      if (i < n + 16) {
        x[i - n + 8] += 1 + i;
      }
    }
  }
}

extern "C" __global__ void _occa_tileRuntimeStepLaunch_1(const int n, const long m, const long s, int *x, long *y) {
  {
    long _occa_tiled_p = 0 + (4 * s * (long long) blockIdx.x);
    {
      long p = _occa_tiled_p + (s * (long long) threadIdx.x);
      if (p < m) {
        {
          long _occa_tiled_q = 1 + (4 * s * (long long) threadIdx.y);
          {
            long q = _occa_tiled_q + (s * (long long) threadIdx.z);
            if (q < m + 3) {
              y[p * (m + 3) + q] += 100 * p + q;
            }
          }
        }
      }
    }
  }
}
