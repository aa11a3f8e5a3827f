#include <hip/hip_runtime.h>

// Non-int iterator and argument types.
extern "C" __global__ __launch_bounds__(4) void _occa_loopTypes_0(const long n, const double scale, const char *c, double *out, long *idx) {
  {
    long i = 0 + (4 * (long long) blockIdx.x);
    {
      short t = 0 + threadIdx.x;
      const long k = i + t;
      if (k < n) {
        out[k] = scale * (double)c[k];
        idx[k] = k * 3L;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(3) void _occa_loopTypes_1(const long n, const double scale, const char *c, double *out, long *idx) {
  {
    unsigned int g = 0 + blockIdx.x;
    {
      unsigned int t = 0 + threadIdx.x;
      idx[g * 3 + t] += 1;
    }
  }
}
