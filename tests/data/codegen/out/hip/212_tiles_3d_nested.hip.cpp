#include <hip/hip_runtime.h>

// 3-D grids built from tiles on several axes: nested @tile(.., @outer(k), @inner(k)) pairs
// whose block loops are hoisted above the element loops (spec 4.5); a 3-D @outer grid with a
// @tile(.., @outer(1), @outer(0)) and a 3-D @inner nest with a @tile(.., @inner(1), @inner(0))
// around a @shared volume read transposed by a second nest; a decreasing stepped
// @tile(.., @inner, @inner) in the body of a tile-produced @inner loop; a tile whose block
// loop is @outer(2) in the body of a tile's @outer(0) element loop.
extern "C" __global__ __launch_bounds__(24) void _occa_tiles3dNested_0(const int nz, const int ny, const int nx, const int *in, int *out, int *vol, int *sums) {
  {
    int _occa_tiled_z = 0 + (2 * blockIdx.z);
    {
      int _occa_tiled_y = ny - 1 - (3 * blockIdx.y);
      {
        int _occa_tiled_x = 0 + (4 * 2 * blockIdx.x);
        {
          int z = _occa_tiled_z + threadIdx.z;
          if (z < nz) {
            {
              int y = _occa_tiled_y - threadIdx.y;
              if (y >= 0) {
                {
                  int x = _occa_tiled_x + (2 * threadIdx.x);
                  if (x < nx) {
                    out[(z * ny + y) * nx + x] = in[(z * ny + y) * nx + x] * 10 + (z + 2 * y + 3 * x) % 7;
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(24) void _occa_tiles3dNested_1(const int nz, const int ny, const int nx, const int *in, int *out, int *vol, int *sums) {
  {
    int g = 0 + blockIdx.z;
    {
      int _occa_tiled_h = 0 + (2 * blockIdx.y);
      {
        int h = _occa_tiled_h + blockIdx.x;
        if (h < 3) {
          __shared__ int s[2][3][4];
          int mine;
          {
            int a = 0 + threadIdx.z;
            {
              int _occa_tiled_b = 11 - (4 * 1 * threadIdx.y);
              {
                int b = _occa_tiled_b - (1 * threadIdx.x);
                if (b >= 0) {
                  mine = (g * 3 + h) * 100 + a * 12 + b;
                  s[a][b / 4][b % 4] = mine;
                }
              }
            }
          }
          __syncthreads();
          {
            int a = 0 + threadIdx.z;
            {
              int _occa_tiled_b = 11 - (4 * 1 * threadIdx.y);
              {
                int b = _occa_tiled_b - (1 * threadIdx.x);
                if (b >= 0) {
                  const int t = 11 - b;
                  vol[((g * 3 + h) * 2 + a) * 12 + b] = mine * 1000 + s[1 - a][t / 4][t % 4] % 100;
                }
              }
            }
          }
        }
      }
    }
  }
}

extern "C" __global__ void _occa_tiles3dNested_2(const int nz, const int ny, const int nx, const int *in, int *out, int *vol, int *sums) {
  {
    int _occa_tiled_r = 0 + (4 * blockIdx.x);
    {
      int r = _occa_tiled_r + threadIdx.z;
      if (r < nz * ny) {
        {
          int _occa_tiled_q = nx - 1 - (6 * 3 * threadIdx.y);
          {
            int q = _occa_tiled_q - (3 * threadIdx.x);
            if (q >= 0) {
              atomicAdd(&sums[r], in[r * nx + q] * (q + 1));
            }
          }
        }
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(5) void _occa_tiles3dNested_3(const int nz, const int ny, const int nx, const int *in, int *out, int *vol, int *sums) {
  {
    int _occa_tiled_b = 0 + (2 * blockIdx.y);
    {
      int b = _occa_tiled_b + blockIdx.x;
      {
        int _occa_tiled_e = 0 + (5 * blockIdx.z);
        if (b < nz) {
          {
            int e = _occa_tiled_e + threadIdx.x;
            if (e < ny * nx) {
              atomicAdd(&sums[nz * ny + b], in[b * ny * nx + e]);
            }
          }
        }
      }
    }
  }
}
