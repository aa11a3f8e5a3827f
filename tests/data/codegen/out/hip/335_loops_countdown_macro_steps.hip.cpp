#include <hip/hip_runtime.h>

// Loop headers that count down, step by a macro or a kernel argument and start below zero, as a
// solver writes them when it walks levels or faces backwards: `i >= 0; --i` from `n - 1`,
// `i > LO; i -= STEP` crossing zero to a negative macro bound, `n + 4 >= o; o += s` with the
// iterator on the right and a run-time step, `0 < t; t -= s` inside, and a regular loop with a
// `!=` condition inside an `@inner` body (OKL loops themselves reject `!=`, OKL0321).
extern "C" __global__ __launch_bounds__(4) void _occa_countdownMacroSteps_0(const int n, const int s, int *a, int *b, int *c, int *d) {
  {
    int i = n - 1 - blockIdx.x;
    {
      int t = 4 - 1 - threadIdx.x;
      a[i * 4 + t] = i * 10 - t;
    }
  }
}

extern "C" __global__ __launch_bounds__(5) void _occa_countdownMacroSteps_1(const int n, const int s, int *a, int *b, int *c, int *d) {
  {
    int i = 11 - (3 * blockIdx.x);
    {
      int t = -2 + threadIdx.x;
      b[(11 - i) / 3 * 5 + (t + 2)] = i * t + i;
    }
  }
}

extern "C" __global__ void _occa_countdownMacroSteps_2(const int n, const int s, int *a, int *b, int *c, int *d) {
  {
    int o = -5 + (s * blockIdx.x);
    {
      int t = 8 - (s * threadIdx.x);
      c[(o + 5) / s * 3 + (8 - t) / s] = o * 100 + t;
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_countdownMacroSteps_3(const int n, const int s, int *a, int *b, int *c, int *d) {
  {
    int o = 2 * n - (2 * blockIdx.x);
    {
      int t = 0 + threadIdx.x;
      int acc = 0;
      for (int k = t; k != t + 2 * 4; k += 2) {
        acc += k * o;
      }
      d[(2 * n - o) / 2 * 4 + t] = acc;
    }
  }
}
