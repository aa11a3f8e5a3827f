#include <hip/hip_runtime.h>

// `@barrier` under uniform control flow between `@inner` loops: inside an `if` on a kernel
// argument, in both branches of an `if`/`else` on the `@outer` iterator, in a regular loop whose
// uniform `continue` skips a phase and whose `break` ends it, and after a `while` loop; the
// `@inner` bodies hold regular loops with their own `continue`/`break` (not uniform), and a
// `@shared` ping-pong buffer carries values between phases.
extern "C" __global__ __launch_bounds__(8) void _occa_barrierControl_0(const int nb, const int rounds, const int skip, const int *x, int *out) {
  {
    int b = 0 + blockIdx.x;
    __shared__ int buf[2][8];
    int cur;
    {
      int t = 0 + threadIdx.x;
      cur = 0;
      buf[0][t] = x[b * 8 + t];
    }
    __syncthreads();
    if (skip > 0) {
      __syncthreads();
      {
        int t = 0 + threadIdx.x;
        buf[1][t] = buf[0][(t + 1) % 8];
      }
      __syncthreads();
      {
        int t = 0 + threadIdx.x;
        buf[0][t] = buf[1][t] * 2;
      }
      __syncthreads();
    }
    for (int r = 0; r < rounds; ++r) {
      if (r == skip) {
        continue;
      }
      if (r > 5) {
        break;
      }
      {
        int t = 0 + threadIdx.x;
        int acc = 0;
        for (int k = 0; k < 8; ++k) {
          if ((k + t) % 3 == 0) {
            continue;
          }
          if (k > t + 4) {
            break;
          }
          acc += buf[cur][k];
        }
        buf[1 - cur][t] = acc % 1000;
      }
      __syncthreads();
      {
        int t = 0 + threadIdx.x;
        cur = 1 - cur;
      }
    }
    if (b % 2 == 0) {
      {
        int t = 0 + threadIdx.x;
        buf[1 - cur][t] = buf[cur][8 - 1 - t];
      }
      __syncthreads();
    } else {
      {
        int t = 0 + threadIdx.x;
        buf[1 - cur][t] = -buf[cur][t];
      }
      __syncthreads();
    }
    int steps = 0;
    while (steps < 2) {
      {
        int t = 0 + threadIdx.x;
        int k = 0;
        do {
          if (k == t) {
            break;
          }
          buf[1 - cur][t] += 1;
        } while (++k < 3);
      }
      __syncthreads();
      ++steps;
    }
    {
      int t = 0 + threadIdx.x;
      out[b * 8 + t] = buf[1 - cur][t] * 10 + cur;
    }
  }
}
