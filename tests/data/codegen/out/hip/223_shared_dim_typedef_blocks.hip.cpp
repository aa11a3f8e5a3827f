#include <hip/hip_runtime.h>

// `@shared` arrays of structs and of `@dim` typedefs declared in nested blocks, inside an `if`
// on the `@outer` iterator and inside a regular loop of the `@outer` body; a `@dim` typedef with
// `@dimOrder` used for a `@shared` tile and for a kernel parameter; a struct array read through
// a reference to an element and a member function.
typedef float tile_t[4 * 6];

typedef const float *grid_t;

struct Cell {
  float v;
  int tag;
  __host__ __device__ float scaled(float s) const {
    return v * s + tag;
  }
};

extern "C" __global__ __launch_bounds__(4) void _occa_sharedDimTypedefs_0(const int nb, grid_t g, float *out, int *tags) {
  {
    int b = 0 + blockIdx.x;
    {
      __shared__ tile_t t;
      {
        int j = 0 + threadIdx.x;
        for (int i = 0; i < 6; ++i) {
          t[i + 6 * j] = g[i + 6 * j] + b;
        }
      }
      __syncthreads();
      {
        __shared__ Cell cells[4];
        {
          int j = 0 + threadIdx.x;
          cells[j].v = 0;
          for (int i = 0; i < 6; ++i) {
            cells[j].v += t[i + 6 * j];
          }
          cells[j].tag = j * 10 + b;
        }
        __syncthreads();
        {
          int j = 0 + threadIdx.x;
          const Cell &c = cells[3 - j];
          out[b * 4 + j] = c.scaled(0.5f);
        }
        __syncthreads();
      }
    }
    if (b % 2 == 0) {
      __shared__ Cell pair[2][4];
      {
        int j = 0 + threadIdx.x;
        pair[0][j].tag = j + b;
        pair[1][j].tag = 2 * j;
      }
      __syncthreads();
      {
        int j = 0 + threadIdx.x;
        tags[b * 4 + j] = pair[0][(j + 1) % 4].tag * 100 + pair[1][3 - j].tag;
      }
    } else {
      for (int r = 0; r < 2; ++r) {
        __shared__ tile_t acc;
        {
          int j = 0 + threadIdx.x;
          for (int i = 0; i < 6; ++i) {
            acc[i + 6 * j] = (float)(r + i);
          }
        }
        __syncthreads();
        {
          int j = 0 + threadIdx.x;
          float s = 0;
          for (int i = 0; i < 6; ++i) {
            s += acc[i + 6 * (3 - j)] * g[i + 6 * j];
          }
          if (r == 1) {
            tags[b * 4 + j] = (int)s;
          }
        }
        __syncthreads();
      }
    }
  }
}
