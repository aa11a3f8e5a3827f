#include <hip/hip_runtime.h>

// A 2-D grid (`@outer(1)` over rows of blocks, `@outer(0)` over columns) with a 2-D work-group
// (`@inner(1)` 3 x `@inner(0)` 4). `@exclusive` state lives through four barrier-separated
// sections: written only on some work-items in an `if` of section 1 (the others keep the
// initializer), an array of structs filled by a regular loop, read back in later sections in
// a different order; a second `@exclusive` is declared inside an `if` of the `@outer` body
// and used only in the `@inner` loops of that `if`. A `@shared` tile carries values between
// work-items.
struct Acc {
  int sum;
  int hist[2];
};

extern "C" __global__ __launch_bounds__(12) void _occa_exclusiveGrid_0(const int nby, const int nbx, const int *x, int *out, int *extra) {
  {
    int by = 0 + blockIdx.y;
    {
      int bx = 0 + blockIdx.x;
      __shared__ int tile[3][4];
      int mine = -5;
      Acc acc[2];
      {
        int ty = 0 + threadIdx.y;
        {
          int tx = 0 + threadIdx.x;
          const int gid = ((by * 3 + ty) * nbx + bx) * 4 + tx;
          if ((tx + ty) % 2 == 0) {
            mine = x[gid];
          }
          tile[ty][tx] = x[gid];
          for (int a = 0; a < 2; ++a) {
            acc[a].sum = 0;
            acc[a].hist[0] = acc[a].hist[1] = 0;
          }
        }
      }
      __syncthreads();
      {
        int ty = 0 + threadIdx.y;
        {
          int tx = 0 + threadIdx.x;
          for (int k = 0; k < 4; ++k) {
            const int v = tile[(ty + 1) % 3][k];
            acc[k % 2].sum += v;
            acc[k % 2].hist[v % 2 != 0] += 1;
          }
        }
      }
      __syncthreads();
      {
        int ty = 0 + threadIdx.y;
        {
          int tx = 0 + threadIdx.x;
          tile[2 - ty][3 - tx] = mine + acc[1].sum;
        }
      }
      __syncthreads();
      if (by % 2 == 1) {
        int odd;
        {
          int ty = 0 + threadIdx.y;
          {
            int tx = 0 + threadIdx.x;
            odd = tile[ty][tx] * 2;
          }
        }
        __syncthreads();
        {
          int ty = 0 + threadIdx.y;
          {
            int tx = 0 + threadIdx.x;
            const int gid = ((by * 3 + ty) * nbx + bx) * 4 + tx;
            extra[gid] = odd + acc[0].hist[1];
          }
        }
      }
      {
        int ty = 0 + threadIdx.y;
        {
          int tx = 0 + threadIdx.x;
          const int gid = ((by * 3 + ty) * nbx + bx) * 4 + tx;
          out[gid] = mine * 1000 + acc[0].sum * 10 + acc[1].hist[0] + tile[ty][tx];
        }
      }
    }
  }
}
