#include <hip/hip_runtime.h>

// `@exclusive` storage sized from constant `@inner` loops written in unusual forms: inclusive
// `>=` with `-= 3` through negative values, an `unsigned char` iterator `c -= 5` down to 240,
// iterator on the right (`2 * NB >= t`) with `+= NB`, and a 2-D nest `<=`/`>` mixing; every
// work-item must keep its own value (too small storage would alias work-items).
extern "C" __global__ __launch_bounds__(5) void _occa_exclusiveOddForms_0(const int nb, int *out) {
  {
    int b = 0 + blockIdx.x;
    int v;
    {
      int t = 10 - (3 * threadIdx.x);
      v = b * 100 + t;
    }
    {
      int t = 10 - (3 * threadIdx.x);
      out[b * 40 + (10 - t) / 3] = v;
    }
  }
}

extern "C" __global__ __launch_bounds__(3) void _occa_exclusiveOddForms_1(const int nb, int *out) {
  {
    int b = 0 + blockIdx.x;
    int v;
    {
      unsigned char c = 250 - (5 * threadIdx.x);
      v = b * 1000 + c;
    }
    {
      unsigned char c = 250 - (5 * threadIdx.x);
      out[b * 40 + 5 + (250 - c) / 5] = v;
    }
  }
}

extern "C" __global__ __launch_bounds__(12) void _occa_exclusiveOddForms_2(const int nb, int *out) {
  {
    int b = 0 + blockIdx.x;
    long long w[2];
    {
      int y = 1 + threadIdx.y;
      {
        int t = 0 + (3 * threadIdx.x);
        w[0] = b * 10000 + y * 100 + t;
        w[1] = -w[0];
      }
    }
    {
      int y = 1 + threadIdx.y;
      {
        int t = 0 + (3 * threadIdx.x);
        out[b * 40 + 8 + (y - 1) * 3 + t / 3] = (int)(w[0] + w[1] + w[0]);
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(9) void _occa_exclusiveOddForms_3(const int nb, int *out) {
  {
    int b = 0 + blockIdx.x;
    int v;
    {
      int y = 7 - threadIdx.y;
      {
        int x = -1 + threadIdx.x;
        v = y * 10 + x;
      }
    }
    {
      int y = 7 - threadIdx.y;
      {
        int x = -1 + threadIdx.x;
        out[b * 40 + 20 + (7 - y) * 3 + (x + 1)] = v + b;
      }
    }
  }
}
