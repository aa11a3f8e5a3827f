#include <hip/hip_runtime.h>

// `@globalPtr` (spec §3.13) marks pointers into global memory for OpenCL, which prints
// `__global`; every other backend ignores it. On the host backends it is accepted where
// legacy kernels write it and changes nothing: as a prefix and after the declarator, on
// `const` pointers, on one declarator of several, on a kernel parameter, on a helper's
// parameter and on a typedef, and the pointers address the same data.
typedef float *gptr_t;

static __device__ float pairSum(const float *p) {
  return p[0] + p[1];
}

extern "C" __global__ __launch_bounds__(8) void _occa_globalPtrHost_0(const int nb, const float *a, float *out) {
  {
    int b = 0 + blockIdx.x;
    const float *row = a + 8 * b;
    float *dst = out + 8 * b;
    {
      int t = 0 + threadIdx.x;
      const float *p = row + (t & 6);
      const float *q = row + 7 - t;
      gptr_t d = dst + t;
      *d = pairSum(p) * 10.0f + q[0];
    }
  }
}
