#include <hip/hip_runtime.h>

// Several `@outer` nests in one kernel: a decreasing `@outer` loop with step 2 down to 0
// (`b -= 2; b >= 0`), a 2-D nest whose outer loop counts down with `>` and the iterator on the
// right, `@inner` loops with `<=` bounds, steps, iterators on the right and bounds that are
// argument expressions with side-effect-free calls, and nests with different inner sizes
// sharing `@exclusive`-free state through `@shared` arrays.
static __device__ inline int half(int x) {
  return x / 2;
}

extern "C" __global__ __launch_bounds__(3) void _occa_outerStepsInnerForms_0(const int n, const int m, int *a, int *b2, int *c) {
  {
    int b = 2 * n - 1 - (2 * blockIdx.x);
    {
      int t = 1 + (3 * threadIdx.x);
      a[b * 8 + t] = b * 10 + t;
    }
  }
}

extern "C" __global__ __launch_bounds__(36) void _occa_outerStepsInnerForms_1(const int n, const int m, int *a, int *b2, int *c) {
  {
    int y = m - blockIdx.y;
    {
      int x = 0 + blockIdx.x;
      __shared__ int s[4][3];
      {
        int ty = 3 - threadIdx.y;
        if (ty >= 0) {
          {
            int tx = 0 + threadIdx.x;
            s[ty][tx] = y * 100 + x * 10 + ty * 3 + tx;
          }
        }
      }
      __syncthreads();
      {
        int j = 0 + (1 * threadIdx.y);
        {
          int k = 0 + threadIdx.x;
          if (k < 1) {
            b2[((y - 1) * (half(m) + 1) + x) * 12 + j] = s[(11 - j) / 3][(11 - j) % 3];
          }
        }
      }
    }
  }
}

extern "C" __global__ void _occa_outerStepsInnerForms_2(const int n, const int m, int *a, int *b2, int *c) {
  {
    int g = 0 + blockIdx.x;
    {
      int t = half(2 * n) - 1 - (2 * threadIdx.x);
      c[g * n + t] = g - t;
    }
  }
}
