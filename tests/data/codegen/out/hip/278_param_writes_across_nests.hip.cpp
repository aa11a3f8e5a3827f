#include <hip/hip_runtime.h>

// By-value parameters written in one top-level `@outer` nest (once per group, per work-item)
// are the arguments again in the next nest (on a GPU a new launch reads the launcher's values),
// while writes in the kernel body between nests (host code in the launcher) do reach later
// nests: a nest under `if` on the written value, nests inside a regular loop whose iterations
// change the parameter, and a nest that writes its group copy again.
extern "C" __global__ __launch_bounds__(4) void _occa_paramAcrossNests_0(const int n, int k, float scale, int *a, int *b2, int *c) {
  {
    int g = 0 + blockIdx.x;
    k += g;
    {
      int t = 0 + threadIdx.x;
      scale *= 2;
      a[g * 4 + t] = k * 10 + (int)scale + t;
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_paramAcrossNests_1(const int n, int k, float scale, int *a, int *b2, int *c) {
  {
    int g = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      b2[g * 4 + t] = k * 100 + (int)(scale * 2) + t;
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_paramAcrossNests_2(const int n, int k, float scale, int *a, int *b2, int *c, int r) {
  {
    int g = 0 + blockIdx.x;
    k -= g;
    {
      int t = 0 + threadIdx.x;
      c[(r * n + g) * 4 + t] = k * 10 + r + t;
    }
  }
}
