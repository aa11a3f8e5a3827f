#include <hip/hip_runtime.h>

// `@tile` with `check=false` over ranges the tile divides exactly: `+= 2` with `<=`, `-= 3`
// with `>=`, `i -= 1` down-counting with the iterator on the right (`0 < i`), `+= 4` over
// `long`; and checked tiles over narrow unsigned iterators whose last tile reaches below zero
// (`unsigned char g -= 10` down to 10, `unsigned short s -= 7` down to 10) or past the top
// (`unsigned char u += 3` up to 250), with an `@exclusive`
// counter in the element loop of an `@outer`-only tile.
extern "C" __global__ __launch_bounds__(4) void _occa_tileSteps_0(const int n, int *a, int *b, int *c, int *d) {
  {
    int _occa_tiled_i = 0 + (4 * 2 * blockIdx.x);
    {
      int i = _occa_tiled_i + (2 * threadIdx.x);
      a[i] = i * 3 + 1;
    }
  }
}

extern "C" __global__ __launch_bounds__(2) void _occa_tileSteps_1(const int n, int *a, int *b, int *c, int *d) {
  {
    int _occa_tiled_i = 35 - (2 * 3 * blockIdx.x);
    {
      int i = _occa_tiled_i - (3 * threadIdx.x);
      a[i + 1] += 1000;
    }
  }
}

extern "C" __global__ __launch_bounds__(8) void _occa_tileSteps_2(const int n, int *a, int *b, int *c, int *d) {
  {
    int _occa_tiled_i = n - (8 * 1 * blockIdx.x);
    {
      int i = _occa_tiled_i - (1 * threadIdx.x);
      b[i - 1] = i;
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_tileSteps_3(const int n, int *a, int *b, int *c, int *d) {
  {
    long _occa_tiled_l = -8 + (4 * 4 * (long long) blockIdx.x);
    {
      long l = _occa_tiled_l + (4 * (long long) threadIdx.x);
      b[l + 8 + 2] += (int)(l * 10);
    }
  }
}

extern "C" __global__ __launch_bounds__(3) void _occa_tileSteps_4(const int n, int *a, int *b, int *c, int *d) {
  {
    unsigned char _occa_tiled_g = 250 - (3 * 10 * blockIdx.x);
    {
      unsigned char g = _occa_tiled_g - (10 * threadIdx.x);
      if ((int)(_occa_tiled_g - 10 * threadIdx.x) <= _occa_tiled_g && (int)(_occa_tiled_g - 10 * threadIdx.x) >= 10) {
        if (g >= 10) {
          c[g / 10] = g;
        }
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_tileSteps_5(const int n, int *a, int *b, int *c, int *d) {
  {
    unsigned short _occa_tiled_s = 73 - (4 * 7 * blockIdx.x);
    for (unsigned short s = _occa_tiled_s; s > 7 && _occa_tiled_s - s < 4 * 7; s -= 7) {
      int cnt = s;
      {
        int t = 0 + threadIdx.x;
        cnt += t;
      }
      {
        int t = 0 + threadIdx.x;
        c[32 + s / 7 * 4 + t] = cnt * 2;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(8) void _occa_tileSteps_6(const int n, int *a, int *b, int *c, int *d) {
  {
    unsigned char _occa_tiled_u = 1 + (8 * 3 * blockIdx.x);
    {
      unsigned char u = _occa_tiled_u + (3 * threadIdx.x);
      if ((int)(_occa_tiled_u + 3 * threadIdx.x) <= 250) {
        if (u <= 250) {
          d[u / 3] = u;
        }
      }
    }
  }
}
