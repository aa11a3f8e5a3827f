#include <hip/hip_runtime.h>

// References and pointers to `@exclusive` variables taken inside `@inner` bodies: `float &`
// and `const float &` to a scalar, a pointer to the start of an `@exclusive` array, a pointer
// to one of its elements, and writes through all of them.
extern "C" __global__ __launch_bounds__(6) void _occa_exclusiveAliases_0(const int nb, const float *x, float *y) {
  {
    int b = 0 + blockIdx.x;
    float acc;
    float hist[3];
    {
      int t = 0 + threadIdx.x;
      float &r = acc;
      r = x[b * 6 + t];
      float *h = hist;
      for (int k = 0; k < 3; ++k) {
        h[k] = r * k;
      }
    }
    {
      int t = 0 + threadIdx.x;
      const float &c = acc;
      float *h = &hist[1];
      h[1] += c;
      *h -= 1.0f;
      y[b * 6 + t] = hist[0] + hist[1] + hist[2] + c;
    }
  }
}
