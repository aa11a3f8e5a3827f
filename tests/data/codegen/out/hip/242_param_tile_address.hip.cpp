#include <hip/hip_runtime.h>

// Kernel parameters written in a `@tile` loop and through helper functions: `bump(&a, i)` takes
// the parameter's address and `twice(c)` binds it to a non-`const` reference. On GPUs each
// work-item writes its own copies; serial and OpenMP must do the same.
static __device__ void bump(int *v, int by) {
  *v += by;
}

static __device__ void twice(int &v) {
  v *= 2;
}

extern "C" __global__ __launch_bounds__(4) void _occa_paramTile_0(const int n, float offset, int a, int c, float *y, int *z) {
  {
    int _occa_tiled_i = 0 + (4 * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
      if (i < n) {
        offset += i;
        bump(&a, i);
        twice(c);
        y[i] = offset;
        z[i] = a * 10 + c;
      }
    }
  }
}
