#include <hip/hip_runtime.h>

// Tiles over strided ranges whose step is a kernel argument, as a strided gather writes them:
// a `long long` range starting near -3e9 and counting down by `s` (`check=true`, 10 values in
// tiles of 4), an `int` range from -12 to 11 inclusive by a macro step of 3 tiled exactly
// (`check=false`), and an `@inner` tile counting down by `s` to a negative bound inside each
// of two `@outer` iterations, beside a second 2-D `@inner` nest of another shape (1 x 2).
extern "C" __global__ __launch_bounds__(4) void _occa_tileRuntimeStepNegative_0(const long long base, const int s, const int n, long long *a, int *b, int *c) {
  {
    long long _occa_tiled_i = base - (4 * s * (long long) blockIdx.x);
    {
      long long i = _occa_tiled_i - (s * (long long) threadIdx.x);
      if (i > base - (long long)n * s) {
        a[(base - i) / s] += i * 2 + 1;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_tileRuntimeStepNegative_1(const long long base, const int s, const int n, long long *a, int *b, int *c) {
  {
    int _occa_tiled_i = -12 + (4 * 3 * blockIdx.x);
    {
      int i = _occa_tiled_i + (3 * threadIdx.x);
      b[(i + 12) / 3] += i;
    }
  }
}

extern "C" __global__ void _occa_tileRuntimeStepNegative_2(const long long base, const int s, const int n, long long *a, int *b, int *c) {
  {
    int g = 0 + blockIdx.x;
    {
      int _occa_tiled_t = n - 1 - (3 * s * threadIdx.y);
      if (_occa_tiled_t >= -2) {
        {
          int t = _occa_tiled_t - (s * threadIdx.x);
          if (t >= -2) {
            c[g * 8 + (n - 1 - t) / s] += g * 1000 + t;
          }
        }
      }
    }
    {
      int y = 0 + threadIdx.y;
      if (y < 1) {
        {
          int t = 0 + threadIdx.x;
          if (t < 2) {
            c[g * 8 + 6 + t + y] += 7 * (g + 1);
          }
        }
      }
    }
  }
}
