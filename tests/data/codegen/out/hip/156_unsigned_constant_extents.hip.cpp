#include <hip/hip_runtime.h>

// Unsigned arithmetic in `@shared`/`@exclusive` extents and `@inner` bounds wraps as in C++:
// `0u - 1` is 4294967295 (so `(0u - 1) / 0x20000000u` is 7), `(0u - 2) % 16u` is 14 and
// `0u - 1 > 0x7FFFFFFFu` is true.
extern "C" __global__ __launch_bounds__(14) void _occa_unsignedExtents_0(const int nb, int *out) {
  {
    int b = 0 + blockIdx.x;
    __shared__ int s[(0u - 1) / 0x20000000u];
    int e[(0u - 1 > 0x7FFFFFFFu ? 8 : 1) - 6];
    {
      int t = 0 + threadIdx.x;
      e[0] = t;
      e[1] = 1;
      if (t < 7) {
        s[t] = 10 * t;
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      out[b * 14 + t] = e[0] + e[1] + (t < 7 ? s[t] : 0);
    }
  }
}
