// @tile loops whose tiles reach past the iterator type's range: unsigned loops down to 0 (an
// `unsigned char` iterator, which C++ promotes to `int` in the arithmetic; nested tiles, whose
// hoisted block loop is a plain loop on OpenMP too), an unsigned loop up to UINT_MAX, signed
// loops down to INT_MIN and up to INT_MAX, and a signed decreasing `-= 2` tile with `>`.
extern "C" __global__ __launch_bounds__(4) void _occa_tileRangeLimits_0(const int n, int *a, int *b, int *c, int *d, int *e, int *f) {
  {
    unsigned char _occa_tiled_i = n - (4 * blockIdx.x);
    {
      unsigned char i = _occa_tiled_i - threadIdx.x;
      if ((int)(_occa_tiled_i - threadIdx.x) <= _occa_tiled_i && 0 < (int)(_occa_tiled_i - threadIdx.x)) {
        if (0 < i) {
          a[i] += i;
        }
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(8) void _occa_tileRangeLimits_1(const int n, int *a, int *b, int *c, int *d, int *e, int *f) {
  {
    unsigned int _occa_tiled_j = 6u - (2 * 2 * blockIdx.y);
    {
      unsigned int _occa_tiled_i = n - (4 * blockIdx.x);
      {
        unsigned int j = _occa_tiled_j - (2 * threadIdx.y);
        if (j <= _occa_tiled_j) {
          if (j > 0u) {
            {
              unsigned int i = _occa_tiled_i - threadIdx.x;
              if (i <= _occa_tiled_i) {
                if (i >= 1u) {
                  b[j * 21 + i] += (int)(j + i);
                }
              }
            }
          }
        }
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(2) void _occa_tileRangeLimits_2(const int n, int *a, int *b, int *c, int *d, int *e, int *f) {
  {
    unsigned int _occa_tiled_i = 4294967286u + (2 * 3 * blockIdx.x);
    {
      unsigned int i = _occa_tiled_i + (3 * threadIdx.x);
      if (i < 4294967295u) {
        c[i - 4294967286u] += 1;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_tileRangeLimits_3(const int n, int *a, int *b, int *c, int *d, int *e, int *f) {
  {
    int _occa_tiled_i = -2147483640 - (4 * blockIdx.x);
    {
      int i = _occa_tiled_i - threadIdx.x;
      if (i > -2147483647 - 1) {
        d[i + 2147483647] += 1;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(2) void _occa_tileRangeLimits_4(const int n, int *a, int *b, int *c, int *d, int *e, int *f) {
  {
    int _occa_tiled_i = 2147483640 + (2 * 2 * blockIdx.x);
    {
      int i = _occa_tiled_i + (2 * threadIdx.x);
      if (i <= 2147483645) {
        e[(i - 2147483640) / 2] += 1;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(3) void _occa_tileRangeLimits_5(const int n, int *a, int *b, int *c, int *d, int *e, int *f) {
  {
    int _occa_tiled_i = n - 1 - (3 * 2 * blockIdx.x);
    {
      int i = _occa_tiled_i - (2 * threadIdx.x);
      if (i > -3) {
        f[i + 3] += i;
      }
    }
  }
}
