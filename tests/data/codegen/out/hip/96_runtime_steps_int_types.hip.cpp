#include <hip/hip_runtime.h>

#include <cstddef>
#include <cstdint>

// Loop bounds and steps of several integer types with steps known only at run time:
// `long long` @outer with `+= step`, @inner loops with `+= s` / `-= s` (runtime) and `<=` /
// `>=` conditions with the iterator on either side, `size_t` and `uint32_t` iterators, and an
// `@exclusive` value carried between two such @inner loops (its host storage index is the
// work-item's iteration number, `(i - start) / step`).
extern "C" __global__ __launch_bounds__(8) void _occa_runtimeStepsIntTypes_0(const long long n, const int step, const int s, int *y) {
  {
    long long b = 0 + (step * (long long) blockIdx.x);
    long long mine;
    {
      int i = 1 + (s * threadIdx.x);
      mine = b * 1000 + i;
    }
    {
      int i = 1 + 7 * s - (s * threadIdx.x);
      const long long k = (i - 1) / s;
      y[b / step * 8 + k] = (int)(mine % 100000);
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_runtimeStepsIntTypes_1(const long long n, const int step, const int s, int *y) {
  {
    size_t c = 0 + blockIdx.x;
    {
      uint32_t t = 8 - (2 * threadIdx.x);
      y[c * 8 + t - 1] += 7;
    }
  }
}
