#include <hip/hip_runtime.h>

// Kernel variants selected by `-D` values through `#if`/`#elif` chains with arithmetic,
// `defined X` without parentheses, character constants, unsigned promotion (`-1 > 0u` is true
// in `#if`), `#ifndef` defaults, nested conditionals, and `#undef`/redefinition.
extern "C" __global__ __launch_bounds__(4) void _occa_ppConditionals_0(const int N, int *out) {
  {
    int b = 0 + (4 * blockIdx.x);
    {
      int t = 0 + threadIdx.x;
      const int base = 1000;
      if (b + t < N) {
        out[b + t] = base + 4 * 100 + 1 * 7 + 10 + 5 + t;
      }
    }
  }
}
