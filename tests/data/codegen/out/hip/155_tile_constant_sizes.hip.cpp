#include <hip/hip_runtime.h>

// Tile sizes written as C++ constant expressions: a cast to a user integer typedef, a
// `constexpr` variable, an enumerator, `sizeof` arithmetic and a `constexpr` function call.
// Each `@exclusive` variable needs the `@inner` sizes, so every size must be evaluated.
typedef int dlong;

constexpr int TILE = 4;

enum {
  ETILE = 8
};

static __device__ constexpr int sq(int x) {
  return x * x;
}

extern "C" __global__ __launch_bounds__(16) void _occa_tileConstantSizes_0(const int nb, int *out) {
  {
    int b = 0 + blockIdx.x;
    int e;
    {
      int _occa_tiled_i = 0 + ((dlong)4 * threadIdx.y);
      {
        int i = _occa_tiled_i + threadIdx.x;
        if (i < 16) {
          e = i;
          out[b * 80 + i] = e + 1;
        }
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(16) void _occa_tileConstantSizes_1(const int nb, int *out) {
  {
    int b = 0 + blockIdx.x;
    int e;
    {
      int _occa_tiled_i = 0 + (TILE * threadIdx.y);
      {
        int i = _occa_tiled_i + threadIdx.x;
        if (i < 16) {
          e = 2 * i;
          out[b * 80 + 16 + i] = e;
        }
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(16) void _occa_tileConstantSizes_2(const int nb, int *out) {
  {
    int b = 0 + blockIdx.x;
    int e;
    {
      int _occa_tiled_i = 0 + (ETILE * threadIdx.y);
      {
        int i = _occa_tiled_i + threadIdx.x;
        if (i < 16) {
          e = 3 * i;
          out[b * 80 + 32 + i] = e;
        }
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(16) void _occa_tileConstantSizes_3(const int nb, int *out) {
  {
    int b = 0 + blockIdx.x;
    int e;
    {
      int _occa_tiled_i = 0 + ((int)(sizeof(double) * 2 - 8) * threadIdx.y);
      {
        int i = _occa_tiled_i + threadIdx.x;
        if (i < 16) {
          e = 4 * i;
          out[b * 80 + 48 + i] = e;
        }
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(16) void _occa_tileConstantSizes_4(const int nb, int *out) {
  {
    int b = 0 + blockIdx.x;
    int e;
    {
      int _occa_tiled_i = 0 + (sq(2) * threadIdx.y);
      {
        int i = _occa_tiled_i + threadIdx.x;
        if (i < 16) {
          e = 5 * i;
          out[b * 80 + 64 + i] = e;
        }
      }
    }
  }
}
