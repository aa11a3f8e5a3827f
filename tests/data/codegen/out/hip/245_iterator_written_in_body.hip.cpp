#include <hip/hip_runtime.h>

// OKL loop iterators written inside their own body. On a GPU the iterator is each
// work-item's (or group's) own local, so a grid-stride loop that reuses the `@inner` iterator
// (`for (; t < n; t += 4)`) moves only that work-item along, and `b += 0`-style writes in the
// `@outer` body outside every `@inner` loop change only that group's copy. On the host the
// iterator was the loop counter itself: the first work-item's grid-stride loop ended the
// `@inner` loop for the others. Also: `++t` through a reference, `@tile` element iterators, a
// decreasing `@inner` iterator with a step, and a `while` loop that walks the iterator down.
extern "C" __global__ __launch_bounds__(4) void _occa_iteratorWrites_0(const int n, int *a, int *c, int *d, int *e) {
  {
    int b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      for (; t < n; t += 4) {
        a[b * n + t] = t + 1;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(3) void _occa_iteratorWrites_1(const int n, int *a, int *c, int *d, int *e) {
  {
    int b = 0 + (2 * blockIdx.x);
    const int g = b;
    b = b / 2;
    {
      int t = 7 - (3 * threadIdx.x);
      int &r = t;
      c[b * 8 + t] = g * 100 + t;
      r += 1;
      if (t < 8) {
        c[b * 8 + t] += 1000;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_iteratorWrites_2(const int n, int *a, int *c, int *d, int *e) {
  {
    int _occa_tiled_i = 0 + (4 * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
      if (i < n) {
        const int k = i;
        int s = 0;
        while (i % 4 != 0) {
          --i;
          ++s;
        }
        d[k] = s * 100 + i;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(6) void _occa_iteratorWrites_3(const int n, int *a, int *c, int *d, int *e) {
  {
    int b = 0 + blockIdx.x;
    {
      int y = 0 + threadIdx.y;
      {
        int x = 0 + threadIdx.x;
        const int k = (b * 2 + y) * 3 + x;
        e[k] = x;
        x *= 10;
        e[k] += x;
      }
    }
  }
}
