#include <cstddef>

// Tiles over 64-bit iterators whose values do not fit in `int`: `long` with `<=` and `+= 3`
// (check), `size_t` with the iterator on the right (`end > i`) and `check=false` on a
// range the tile divides, a decreasing `long long` tile with `>=` and `-= 2`, and an `@inner`
// tile over `unsigned long` with `<=`.
typedef long dlong;

extern "C" __global__ __launch_bounds__(4) void _occa_tileLongInclusive_0(const dlong base, const dlong n, const int m, int *a, int *b, int *c) {
  {
    dlong _occa_tiled_i = base + (4 * 3 * (long long) blockIdx.x);
    {
      dlong i = _occa_tiled_i + (3 * (long long) threadIdx.x);
      if (i <= base + n - 1) {
        a[i - base] += (int)((i - base) / 3) + 1;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(8) void _occa_tileLongInclusive_1(const dlong base, const dlong n, const int m, int *a, int *b, int *c) {
  {
    size_t _occa_tiled_i = (size_t)base + (8 * blockIdx.x);
    {
      size_t i = _occa_tiled_i + threadIdx.x;
      b[i - (size_t)base] = (int)(i % 1000);
    }
  }
}

extern "C" __global__ __launch_bounds__(5) void _occa_tileLongInclusive_2(const dlong base, const dlong n, const int m, int *a, int *b, int *c) {
  {
    long long _occa_tiled_i = base + n - 1 - (5 * 2 * (long long) blockIdx.x);
    {
      long long i = _occa_tiled_i - (2 * (long long) threadIdx.x);
      if (i >= base) {
        c[i - base] += 7;
      }
    }
  }
}

extern "C" __global__ void _occa_tileLongInclusive_3(const dlong base, const dlong n, const int m, int *a, int *b, int *c) {
  {
    int g = 0 + blockIdx.x;
    {
      unsigned long _occa_tiled_k = 0 + (4 * threadIdx.y);
      {
        unsigned long k = _occa_tiled_k + threadIdx.x;
        if (k <= (unsigned long)(m - 1)) {
          c[g * m + k] += 100 * g;
        }
      }
    }
  }
}
