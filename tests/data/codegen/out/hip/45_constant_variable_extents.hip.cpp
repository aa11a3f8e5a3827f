#include <hip/hip_runtime.h>

// `@shared` extents written with `const`/`constexpr` integer variables (global and local) as
// C++ allows, not only with literals or macros.
const int WIDTH = 8;

extern "C" __global__ __launch_bounds__(8) void _occa_rowSums_0(const int rows, const float *a, float *sums) {
  constexpr int PAD = 1;
  {
    int r = 0 + blockIdx.x;
    const int cells = WIDTH + PAD;
    __shared__ float row[cells];
    {
      int c = 0 + threadIdx.x;
      row[c] = a[r * WIDTH + c];
    }
    __syncthreads();
    {
      int c = 0 + threadIdx.x;
      if (c < 1) {
        row[WIDTH] = 0.0f;
        for (int k = 0; k < WIDTH; ++k) {
          row[WIDTH] += row[k];
        }
        sums[r] = row[WIDTH];
      }
    }
  }
}
