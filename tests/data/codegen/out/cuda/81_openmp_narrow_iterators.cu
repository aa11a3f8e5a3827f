// OKL loop iterators narrower than `int` (spec §4.1 allows char and short) compared with a
// bound of a wider type: `short` against `long`, `unsigned char` against `unsigned int`,
// and a tiled `unsigned short` loop against `long long` with the iterator on the right.
extern "C" __global__ __launch_bounds__(4) void _occa_narrowIterators_0(const long n, const unsigned int m, const long long big, int *out) {
  {
    short b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      out[b * 4 + t] = b * 10 + t;
    }
  }
}

extern "C" __global__ __launch_bounds__(2) void _occa_narrowIterators_1(const long n, const unsigned int m, const long long big, int *out) {
  {
    unsigned char c = 2 + (3 * blockIdx.x);
    {
      int t = 0 + threadIdx.x;
      out[100 + c * 2 + t] = c - t;
    }
  }
}

extern "C" __global__ __launch_bounds__(16) void _occa_narrowIterators_2(const long n, const unsigned int m, const long long big, int *out) {
  {
    unsigned short _occa_tiled_j = 1 + (16 * blockIdx.x);
    {
      unsigned short j = _occa_tiled_j + threadIdx.x;
      if (big > (int)(_occa_tiled_j + threadIdx.x)) {
        if (big > j) {
          out[200 + j] = 3 * j;
        }
      }
    }
  }
}
