#include <hip/hip_runtime.h>

// `@inner` loops inside the cases of a `switch` in an `@outer` body (the mode is a kernel
// argument and the outer iterator), with a case that falls through into the next one, a
// `@shared` buffer and an `@exclusive` value that must survive into the loop after the
// `switch`; plus an `@inner` loop inside `while` with an early `break` of the `while`.
extern "C" __global__ __launch_bounds__(4) void _occa_innerInSwitch_0(const int nb, const int mode, const int *x, int *y) {
  {
    int b = 0 + blockIdx.x;
    __shared__ int s[4];
    int e;
    {
      int t = 0 + threadIdx.x;
      e = x[b * 4 + t];
      s[t] = e;
    }
    __syncthreads();
    switch ((mode + b) % 3) {
      case 0:
        {
          int t = 0 + threadIdx.x;
          e += s[4 - 1 - t];
        }
        __syncthreads();
        [[fallthrough]];
      case 1:
        {
          int t = 0 + threadIdx.x;
          e *= 2;
        }
        break;
      default:
        {
          int t = 0 + threadIdx.x;
          e = -e;
        }
        break;
    }
    int round = 0;
    while (true) {
      if (round == 3) {
        break;
      }
      {
        int t = 0 + threadIdx.x;
        e += round;
      }
      ++round;
    }
    {
      int t = 0 + threadIdx.x;
      y[b * 4 + t] = e;
    }
  }
}
