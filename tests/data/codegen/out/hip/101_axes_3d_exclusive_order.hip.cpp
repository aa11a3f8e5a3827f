#include <hip/hip_runtime.h>

// A 3-D work-group with explicit axes: `@outer(2)`/`@outer(1)`/`@outer(0)` in nesting order,
// and three `@inner` nests that visit the same work-items in different loop orders
// (z-x-y, z-y-x and x-y-z by nesting). An `@exclusive` value written in the first nest must
// be read back by the same logical work-item (same axis indices) in the later nests, and a
// `@shared` 3-D tile is transposed through between them.
typedef float tile_t[2][3][4];

extern "C" __global__ __launch_bounds__(24) void _occa_axes3dExclusive_0(const int nbx, const int nby, const int nbz, float *out) {
  {
    int bz = 0 + blockIdx.z;
    {
      int by = 0 + blockIdx.y;
      {
        int bx = 0 + blockIdx.x;
        __shared__ tile_t s;
        int gid;
        float w[2];
        {
          int z = 0 + threadIdx.z;
          {
            int x = 0 + threadIdx.x;
            {
              int y = 0 + threadIdx.y;
              gid = ((bz * 2 + z) * (nby * 3) + (by * 3 + y)) * (nbx * 4) + bx * 4 + x;
              w[0] = 0.5f * x;
              w[1] = 0.25f * y + z;
              s[z][y][x] = (float)(100 * z + 10 * y + x);
            }
          }
        }
        __syncthreads();
        {
          int z = 0 + threadIdx.z;
          {
            int y = 0 + threadIdx.y;
            {
              int x = 0 + threadIdx.x;
              out[gid] = s[2 - 1 - z][y][4 - 1 - x] + w[0] + w[1];
            }
          }
        }
        __syncthreads();
        {
          int x = 0 + threadIdx.x;
          {
            int y = 0 + threadIdx.y;
            {
              int z = 0 + threadIdx.z;
              out[gid] += 1000.0f * (bz + by + bx);
            }
          }
        }
      }
    }
  }
}
