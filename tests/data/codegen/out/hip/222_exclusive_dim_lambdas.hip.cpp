#include <hip/hip_runtime.h>

// `@exclusive` arrays carrying `@dim` (a 2-D view of per-work-item storage), `@exclusive`
// variables captured by lambdas defined in `@inner` bodies (implicit `[&]`, explicit `[&m]`,
// by value `[=]`, init-capture), and passed by reference, by pointer to an element and to a
// function template taking `T &`.
__device__ static inline void accum(int &dst, const int v) {
  dst += v;
}

__device__ static inline void fill2(int *row, int a, int b) {
  row[0] = a;
  row[2] = b;
}

template <typename T>
static __device__ void bump(T &x, T by) {
  x = x * 2 + by;
}

extern "C" __global__ __launch_bounds__(8) void _occa_exclusiveDimLambdas_0(const int n, const int *x, int *out, int *aux) {
  {
    int b = 0 + (8 * blockIdx.x);
    int m[6];
    int acc;
    long wide = 7;
    {
      int t = 0 + threadIdx.x;
      acc = 0;
      auto put = [&](int i, int j, int v) {
        m[i + 2 * j] = v;
        acc += v;
      };
      for (int j = 0; j < 3; ++j) {
        for (int i = 0; i < 2; ++i) {
          put(i, j, x[b + t] * (i + 1) + j);
        }
      }
    }
    {
      int t = 0 + threadIdx.x;
      int local = 0;
      auto rowSum = [&](int j) {
        return m[0 + 2 * j] + m[1 + 2 * j];
      };
      for (int j = 0; j < 3; ++j) {
        local += rowSum(j) * (j + 1);
      }
      accum(acc, local);
      fill2(&m[0 + 2 * 1], acc, local);
      bump(wide, (long)t);
    }
    {
      int t = 0 + threadIdx.x;
      auto get = [=]() {
        return acc * 100 + m[0 + 2 * 1] - m[0 + 2 * 2] + (int)wide;
      };
      auto twice = [v = acc]() mutable {
        v *= 2;
        return v;
      };
      out[b + t] = get();
      aux[b + t] = twice() + m[1 + 2 * 0];
    }
  }
}
