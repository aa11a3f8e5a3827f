#include <hip/hip_runtime.h>

// @exclusive scalars and arrays read across 2-D inner nests of different extents inside a
// `while` loop between the outer and inner loops, with explicit barriers and @shared data; and a
// second @outer nest with 3-D inner nests of different extents.
extern "C" __global__ __launch_bounds__(64) void _occa_exclusiveWhile_0(const int nB, const int *x, int *y, float *out2) {
  {
    int b = 0 + blockIdx.x;
    int e;
    int hist[3];
    __shared__ int s[4][8];
    {
      int ty = 0 + threadIdx.y;
      {
        int tx = 0 + threadIdx.x;
        if (tx < 8) {
          e = x[b * 32 + ty * 8 + tx];
          hist[0] = hist[1] = hist[2] = 0;
          s[ty][tx] = e;
        }
      }
    }
    __syncthreads();
    int r = 0;
    while (r < 3) {
      __syncthreads();
      {
        int ty = 0 + threadIdx.y;
        if (ty < 2) {
          {
            int tx = 0 + threadIdx.x;
            if (tx < 8) {
              hist[r] = e + s[ty + 2][tx] * (r + 1);
              e += r;
            }
          }
        }
      }
      __syncthreads();
      {
        int ty = 0 + threadIdx.y;
        if (ty < 4) {
          {
            int tx = 0 + threadIdx.x;
            if (tx < 8) {
              if (ty < 2) {
                e -= hist[r] % 5;
              }
            }
          }
        }
      }
      ++r;
    }
    {
      int ty = 0 + threadIdx.y;
      if (ty < 4) {
        {
          int tx = 0 + threadIdx.x;
          if (tx < 8) {
            y[b * 32 + ty * 8 + tx] = e * 1000 + hist[0] * 100 + hist[1] * 10 + hist[2];
          }
        }
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(30) void _occa_exclusiveWhile_1(const int nB, const int *x, int *y, float *out2) {
  {
    int b = 0 + blockIdx.x;
    float acc[2];
    {
      int z = 0 + threadIdx.z;
      {
        int yy = 0 + threadIdx.y;
        {
          int xx = 0 + threadIdx.x;
          if (xx < 4) {
            acc[0] = xx + 10 * yy + 100 * z;
            acc[1] = b;
          }
        }
      }
    }
    {
      int z = 0 + threadIdx.z;
      if (z < 1) {
        {
          int yy = 0 + threadIdx.y;
          {
            int xx = 0 + threadIdx.x;
            if (xx < 4) {
              acc[1] += 2.0f * acc[0];
            }
          }
        }
      }
    }
    {
      int z = 0 + threadIdx.z;
      if (z < 2) {
        {
          int yy = 0 + threadIdx.y;
          {
            int xx = 0 + threadIdx.x;
            if (xx < 4) {
              out2[b * 24 + z * 12 + yy * 4 + xx] = acc[0] * 1000.0f + acc[1];
            }
          }
        }
      }
    }
  }
}
