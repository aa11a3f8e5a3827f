#include <hip/hip_runtime.h>

// Three @outer loops in one kernel, each with its own `return` handling: a `@tile(4, @inner,
// @inner)` loop whose work-items return from a `while` loop, followed by a 4 x 4 @inner nest
// (the same work-items: tile index ty, element tx; the last two are outside the tiled range);
// a 2-D nest whose innermost body returns from a `for` inside a `switch`, with an @exclusive
// array and a @shared array filled before; and a uniform return (every
// work-item alike, from a @shared value) inside a regular loop, with statements of the @outer
// body between the @inner loops that must stop once the group has returned.
extern "C" __global__ __launch_bounds__(16) void _occa_multiOuter_0(const int groups, const int *x, int *a, int *b, int *c, int *trace) {
  {
    int g = 0 + blockIdx.x;
    bool _occa_returned = false;
    int r;
    {
      int _occa_tiled_t = 0 + (4 * threadIdx.y);
      if (!_occa_returned) {
        {
          int t = _occa_tiled_t + threadIdx.x;
          if (t < 14) {
            r = x[g * 16 + t];
            int k = 0;
            while (k < r) {
              if (k == 5) {
                _occa_returned = true;
                break;
              }
              ++k;
            }
            if (!_occa_returned) {
              r += 100;
            }
          }
        }
      }
    }
    {
      int ty = 0 + threadIdx.y;
      if (!_occa_returned) {
        {
          int tx = 0 + threadIdx.x;
          const int t = ty * 4 + tx;
          if (t < 14) {
            a[g * 16 + t] = r;
          }
        }
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(12) void _occa_multiOuter_1(const int groups, const int *x, int *a, int *b, int *c, int *trace) {
  {
    int g = 0 + blockIdx.x;
    bool _occa_returned = false;
    __shared__ int s[12];
    int ex[2];
    {
      int y = 0 + threadIdx.y;
      if (!_occa_returned) {
        {
          int xx = 0 + threadIdx.x;
          s[y * 4 + xx] = x[g * 12 + y * 4 + xx];
        }
      }
    }
    __syncthreads();
    {
      int y = 0 + threadIdx.y;
      if (!_occa_returned) {
        {
          int xx = 0 + threadIdx.x;
          const int me = s[y * 4 + xx];
          ex[0] = me;
          ex[1] = s[(y * 4 + xx + 1) % 12];
          switch (me & 3) {
            case 2:
              for (int k = 0; k < 3; ++k) {
                if (ex[1] == k) {
                  _occa_returned = true;
                  break;
                }
              }
              if (_occa_returned) {
                break;
              }
              break;
            case 3:
              _occa_returned = true;
              break;
          }
        }
      }
    }
    __syncthreads();
    {
      int y = 0 + threadIdx.y;
      if (!_occa_returned) {
        {
          int xx = 0 + threadIdx.x;
          b[g * 12 + y * 4 + xx] = ex[0] * 10 + ex[1];
        }
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(6) void _occa_multiOuter_2(const int groups, const int *x, int *a, int *b, int *c, int *trace) {
  {
    int g = 0 + blockIdx.x;
    bool _occa_returned = false;
    __shared__ int flag[6];
    for (int it = 0; it < 4; ++it) {
      if (!_occa_returned) {
        trace[g * 4 + it] = 1;
      }
      {
        int t = 0 + threadIdx.x;
        if (!_occa_returned) {
          flag[t] = g + it >= 4 ? 1 : 0;
        }
      }
      __syncthreads();
      {
        int t = 0 + threadIdx.x;
        if (!_occa_returned) {
          if (flag[(t + 1) % 6]) {
            _occa_returned = true;
          }
          if (!_occa_returned) {
            c[(g * 4 + it) * 6 + t] = g * 100 + it * 10 + t;
          }
        }
      }
      __syncthreads();
      if (!_occa_returned) {
        trace[g * 4 + it] = 2;
      }
    }
  }
}
