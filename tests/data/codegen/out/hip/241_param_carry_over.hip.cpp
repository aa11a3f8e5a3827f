#include <hip/hip_runtime.h>

// A kernel parameter written in one `@inner` loop and read in the next ones of the same
// `@outer` iteration: each GPU work-item keeps its own copy from loop to loop, also when the
// write is in a non-innermost `@inner` body (`acc += 100 * ty`, run by every work-item below)
// and when a regular loop runs an `@inner` loop several times. Each work-group starts again
// from the argument.
extern "C" __global__ __launch_bounds__(8) void _occa_paramCarry_0(const int n, int acc, int *y) {
  {
    int b = 0 + blockIdx.x;
    {
      int ty = 0 + threadIdx.y;
      acc += 100 * ty;
      {
        int tx = 0 + threadIdx.x;
        acc += tx * b;
      }
    }
    __syncthreads();
    for (int r = 0; r < 3; ++r) {
      {
        int ty = 0 + threadIdx.y;
        {
          int tx = 0 + threadIdx.x;
          acc *= 2;
        }
      }
    }
    {
      int ty = 0 + threadIdx.y;
      {
        int tx = 0 + threadIdx.x;
        y[b * 8 + ty * 4 + tx] = acc;
      }
    }
  }
}
