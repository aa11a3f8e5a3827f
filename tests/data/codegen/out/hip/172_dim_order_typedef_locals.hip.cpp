#include <hip/hip_runtime.h>

// `@dim` + `@dimOrder` on a 3-D pointer typedef (used for a parameter and for a local pointer
// declared inside `@inner`), on a `@shared` array with a different 3-D order, and on a
// `const double` pointer typedef; column-major default and permuted strides mixed.
typedef float *grid3_t;

typedef const double *cgrid_t;

extern "C" __global__ __launch_bounds__(8) void _occa_dimOrderTypedefs_0(const int nE, grid3_t g, cgrid_t w, float *out) {
  {
    int e = 0 + blockIdx.x;
    __shared__ float s[2 * 3 * 4];
    {
      int z = 0 + threadIdx.y;
      {
        int x = 0 + threadIdx.x;
        grid3_t ge = g + e * (2 * 3 * 4);
        for (int y = 0; y < 3; ++y) {
          s[z + 4 * (x + 2 * y)] = ge[y + 3 * (z + 4 * x)] * (float)w[z + 4 * x];
        }
      }
    }
    __syncthreads();
    {
      int z = 0 + threadIdx.y;
      {
        int x = 0 + threadIdx.x;
        float acc = 0.0f;
        for (int y = 0; y < 3; ++y) {
          acc += s[z + 4 * (x + 2 * y)] * (y + 1);
        }
        out[(e * 4 + z) * 2 + x] = acc + s[4 - 1 - z + 4 * (x + 2 * (3 - 1))];
      }
    }
  }
}
