#include <hip/hip_runtime.h>

// @exclusive variables declared at two @outer levels and used together in the body of the outer
// @inner level: the statement must run once per work-item, not once per work-item and group.
extern "C" __global__ __launch_bounds__(12) void _occa_exclusiveMidNestedOuter_0(const int nA, const int *x, int *y) {
  {
    int a = 0 + blockIdx.y;
    int e;
    {
      int b = 0 + blockIdx.x;
      int f;
      {
        int ty = 0 + threadIdx.y;
        e = x[a * 3 + ty] + b;
        {
          int tx = 0 + threadIdx.x;
          f = e * tx;
        }
        f += e;
        {
          int tx = 0 + threadIdx.x;
          y[((a * 2 + b) * 3 + ty) * 4 + tx] = f;
        }
      }
    }
  }
}
