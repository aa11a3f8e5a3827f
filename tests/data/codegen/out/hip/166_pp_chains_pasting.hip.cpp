#include <hip/hip_runtime.h>

// Preprocessor idioms around attributes: an `#ifdef`/`#elif defined(...)`/`#elif defined X`
// chain, `##` pasting that builds a `@tile` size, a macro body continued over several lines
// inside the attribute's argument list, a variadic macro that builds a loop body, `#x`
// stringizing into `@barrier(...)`, `__COUNTER__`, `_Pragma("unroll 4")` and a line
// continuation written directly inside an attribute.
extern "C" __global__ __launch_bounds__(8) void _occa_ppChains_0(const int n, int *y, int *z) {
  {
    int _occa_tiled_i = 0 + (8 * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
      if (i < n) {
        const int c0 = 0;
        const int c1 = 1;
        y[i] = i * 20 + c0 * 1000 + c1 * 10000;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_ppChains_1(const int n, int *y, int *z) {
  {
    int b = 0 + blockIdx.x;
    __shared__ int s[4];
    {
      int t = 0 + threadIdx.x;
      s[t] = t + b;
      __builtin_amdgcn_wave_barrier();
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      int acc = 0;
      #pragma unroll 4
      for (int k = 0; k < 4; ++k) {
        acc += s[k];
      }
      z[b * 4 + t] = acc * 10 + t;
    }
  }
}
