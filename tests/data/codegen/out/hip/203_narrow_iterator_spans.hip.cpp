#include <hip/hip_runtime.h>

// Parallel `@outer` loops over iterators narrower than `int` (spec 4.1 allows char and short)
// whose start and bound fit the type but whose span does not: `signed char` from -100 to 100
// (200 iterations, up and down), `short` from -20000 to 20000 in steps of 1000, a tile over a
// `signed char` range, and a `short` loop from a run-time start to a constant bound. Each runs
// the iterations of the serial loop (spec 4.2); OpenMP computes a parallel loop's trip count in
// the iterator's own type. Controls: spans that fit (`unsigned char` up to 250 by a macro step,
// `char` letters with `<=`) and a `short` loop with a run-time bound and step.
extern "C" __global__ __launch_bounds__(2) void _occa_narrowSpans_0(const short lo, const int hi, const short st, int *up, int *down, int *wide, int *tiled, int *lows, int *ctl) {
  {
    signed char c = -100 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      up[(c + 100) * 2 + t] = c * 2 + t;
    }
  }
}

extern "C" __global__ __launch_bounds__(1) void _occa_narrowSpans_1(const short lo, const int hi, const short st, int *up, int *down, int *wide, int *tiled, int *lows, int *ctl) {
  {
    signed char c = 100 - blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      down[100 - c] = c;
    }
  }
}

extern "C" __global__ __launch_bounds__(3) void _occa_narrowSpans_2(const short lo, const int hi, const short st, int *up, int *down, int *wide, int *tiled, int *lows, int *ctl) {
  {
    short s = -20000 + (1000 * blockIdx.x);
    {
      int t = 0 + threadIdx.x;
      wide[(s + 20000) / 1000 * 3 + t] = s + t;
    }
  }
}

extern "C" __global__ __launch_bounds__(64) void _occa_narrowSpans_3(const short lo, const int hi, const short st, int *up, int *down, int *wide, int *tiled, int *lows, int *ctl) {
  {
    signed char _occa_tiled_c = -90 + (64 * blockIdx.x);
    {
      signed char c = _occa_tiled_c + threadIdx.x;
      if ((int)(_occa_tiled_c + threadIdx.x) <= 90) {
        if (c <= 90) {
          tiled[c + 90] = 3 * c;
        }
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(1) void _occa_narrowSpans_4(const short lo, const int hi, const short st, int *up, int *down, int *wide, int *tiled, int *lows, int *ctl) {
  {
    short s = lo + (1000 * blockIdx.x);
    {
      int t = 0 + threadIdx.x;
      lows[(s - lo) / 1000] = s;
    }
  }
}

extern "C" __global__ __launch_bounds__(1) void _occa_narrowSpans_5(const short lo, const int hi, const short st, int *up, int *down, int *wide, int *tiled, int *lows, int *ctl) {
  {
    unsigned char u = 4 + (2 * blockIdx.x);
    {
      int t = 0 + threadIdx.x;
      ctl[(u - 4) / 2] = u;
    }
  }
}

extern "C" __global__ __launch_bounds__(1) void _occa_narrowSpans_6(const short lo, const int hi, const short st, int *up, int *down, int *wide, int *tiled, int *lows, int *ctl) {
  {
    char ch = 'A' + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      ctl[200 + ch - 'A'] = ch;
    }
  }
}

extern "C" __global__ __launch_bounds__(1) void _occa_narrowSpans_7(const short lo, const int hi, const short st, int *up, int *down, int *wide, int *tiled, int *lows, int *ctl) {
  {
    short s = lo + (st * blockIdx.x);
    {
      int t = 0 + threadIdx.x;
      ctl[300 + (s - lo) / st] = s / 10;
    }
  }
}
