#include <hip/hip_runtime.h>

// `@shared` arrays of structs with array members, declared inside a nested block and inside
// an `if` of the `@outer` body, an `@exclusive` array of a typedef'd struct type declared in
// the same block, and a 3-D `@shared` array indexed with computed subscripts.
typedef struct {
  float v[2];
  int tag;
} cell_t;

extern "C" __global__ __launch_bounds__(8) void _occa_sharedStructsBlocks_0(const int nb, const int flag, const float *x, float *y) {
  {
    int b = 0 + blockIdx.x;
    {
      __shared__ cell_t cells[8];
      cell_t mine[2];
      {
        int t = 0 + threadIdx.x;
        cells[t].v[0] = x[b * 8 + t];
        cells[t].v[1] = 2.0f * x[b * 8 + t];
        cells[t].tag = t;
        mine[0] = cells[t];
        mine[1].tag = 7 - t;
      }
      __syncthreads();
      {
        int t = 0 + threadIdx.x;
        const cell_t &o = cells[mine[1].tag];
        y[b * 8 + t] = o.v[0] + o.v[1] + (float)mine[0].tag;
      }
      __syncthreads();
    }
    if (flag) {
      __shared__ float cube[2][2][2];
      {
        int t = 0 + threadIdx.x;
        cube[t >> 2][(t >> 1) & 1][t & 1] = (float)t;
      }
      __syncthreads();
      {
        int t = 0 + threadIdx.x;
        y[b * 8 + t] += 100.0f * cube[(7 - t) >> 2][((7 - t) >> 1) & 1][(7 - t) & 1];
      }
    }
  }
}
