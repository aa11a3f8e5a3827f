// Loop headers as HPC code writes them: iterator on the right with `>=` and a macro stride,
// `-=` with a macro stride down to 0 inclusive, an `unsigned` iterator counting down to (but
// not including) 0 written `0u < o`, `long long` iterators starting beyond 2^31, and a
// triangular `@inner` loop whose start depends on the `@outer` iterator.
extern "C" __global__ __launch_bounds__(3) void _occa_loopForms_0(const int n, const long long base, int *a, int *b, long long *d, int *c) {
  {
    int o = 1 + (3 * blockIdx.x);
    {
      int t = 4 - (2 * threadIdx.x);
      a[(o - 1) / 3 * 3 + (4 - t) / 2] = o * 10 + t;
    }
  }
}

extern "C" __global__ __launch_bounds__(3) void _occa_loopForms_1(const int n, const long long base, int *a, int *b, long long *d, int *c) {
  {
    unsigned int o = n - blockIdx.x;
    {
      unsigned int t = 3 - (1 * threadIdx.x);
      b[(o - 1) * 3 + (t - 1)] = (int)(o * 100 + t);
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_loopForms_2(const int n, const long long base, int *a, int *b, long long *d, int *c) {
  {
    long long o = base + (long long) blockIdx.x;
    {
      long long t = -2 + (long long) threadIdx.x;
      d[(o - base) * 4 + (t + 2)] = o * 4 + t;
    }
  }
}

extern "C" __global__ void _occa_loopForms_3(const int n, const long long base, int *a, int *b, long long *d, int *c) {
  {
    int r = 0 + blockIdx.x;
    {
      int k = r + threadIdx.x;
      if (k < 5) {
        c[r * 5 + k] = r + k * k;
      }
    }
  }
}
