#include <hip/hip_runtime.h>

// An `unsigned` and an `int` @outer iterator compared with a `long long` bound: C++ compares
// in `long long` (both serial loops run no iteration for these negative bounds), while OpenMP's
// canonical loop form computes the test in the iterator's type, `g < (unsigned)(n - 1)` and
// `g < (int)m`, so a `#pragma omp parallel for` printed over the loop as written runs 4 and 3.
typedef long long hlong;

extern "C" __global__ __launch_bounds__(2) void _occa_wideBoundNarrowed_0(const hlong n, const hlong m, const hlong ok, int *out) {
  {
    unsigned int g = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      out[g * 2 + t] += 1 + t;
    }
  }
}

extern "C" __global__ __launch_bounds__(2) void _occa_wideBoundNarrowed_1(const hlong n, const hlong m, const hlong ok, int *out) {
  {
    int g = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      out[8 + g * 2 + t] += 10;
    }
  }
}

extern "C" __global__ __launch_bounds__(2) void _occa_wideBoundNarrowed_2(const hlong n, const hlong m, const hlong ok, int *out) {
  {
    int g = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      out[16 + g * 2 + t] += 100 * (g + 1) + t;
    }
  }
}
