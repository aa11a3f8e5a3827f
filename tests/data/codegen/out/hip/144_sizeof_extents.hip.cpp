#include <hip/hip_runtime.h>

// `sizeof`/`alignof` of builtin types, of arrays of them and of a typed enum fold in `@shared`
// extents and in an `@inner` bound sizing `@exclusive` storage. `sizeof` of a struct does not
// fold: as the bound of another `@outer` loop's `@inner` loop, without `@exclusive`, it stays a
// run-time count, which is valid.
struct Pair {
  float x;
  float y;
};

enum Small : unsigned short {
  One = 1
};

extern "C" __global__ __launch_bounds__(4) void _occa_sizeofExtents_0(const int nb, int *out) {
  {
    int b = 0 + blockIdx.x;
    __shared__ int s[sizeof(int[4]) + alignof(double) - sizeof(Small)];
    int e;
    {
      int t = 0 + threadIdx.x;
      e = b * 10 + t;
      s[t] = (int)sizeof(s) / (int)sizeof(int);
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      out[b * 6 + t] = e + s[t] * 100;
    }
  }
}

extern "C" __global__ void _occa_sizeofExtents_1(const int nb, int *out) {
  {
    int b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      out[b * 6 + 4 + t] = -t;
    }
  }
}
