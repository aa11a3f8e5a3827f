#include <hip/hip_runtime.h>

// Enumerators of an anonymous `enum` used as @inner bounds and in expressions,
// next to a named enum and a typedef'd anonymous enum.
enum {
  TILE = 8,
  HALF = TILE / 2
};

enum Mode {
  ADD = 1,
  SUB = 2
};

typedef enum {
  LOW,
  HIGH
} level_t;

extern "C" __global__ __launch_bounds__(8) void _occa_anonymousEnum_0(const int nB, const int *x, int *y) {
  {
    int b = 0 + blockIdx.x;
    __shared__ int s[8];
    {
      int t = 0 + threadIdx.x;
      s[t] = x[b * TILE + t];
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (t < HALF) {
        const level_t lv = t % 2 ? HIGH : LOW;
        const Mode m = lv == HIGH ? SUB : ADD;
        y[b * HALF + t] = m == ADD ? s[2 * t] + s[2 * t + 1] : s[2 * t] - s[2 * t + 1];
      }
    }
  }
}
