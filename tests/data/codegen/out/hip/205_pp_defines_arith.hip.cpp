#include <hip/hip_runtime.h>

// Preprocessor arithmetic over `-D` values from the case file: `#if` with `defined` and
// `defined(...)`, `&&`/`||`/`!`, shifts, `?:`, character constants and unsigned wrap; a macro
// that builds a whole `@tile` loop head from `-D` values (`check=` chosen by `#if`), and
// `OKL("@inner(0)")` / `_Pragma("unroll 2")` from function-like macros.
extern "C" __global__ __launch_bounds__(8) void _occa_ppDefines_0(const int n, const int *x, int *y, int *info) {
  {
    int _occa_tiled_i = 0 + ((1 << 3) * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
      y[i] = x[i] * 1 + (1 << 3);
    }
  }
}

extern "C" __global__ __launch_bounds__(3) void _occa_ppDefines_1(const int n, const int *x, int *y, int *info) {
  {
    int g = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      int acc = 0;
      #pragma unroll 2
      for (int k = 0; k < 4; ++k) {
        acc += k * t;
      }
      info[t] = acc;
    }
  }
}
