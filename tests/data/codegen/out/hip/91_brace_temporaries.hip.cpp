#include <hip/hip_runtime.h>

// C++11 list-initialised temporaries `T{...}` (explicit type conversion with a braced
// initializer list): returned from a helper, used as a member access operand, nested, and
// `int{v}`. They must be printed as written, with one pair of braces.
struct Pair {
  float lo;
  float hi;
};

struct Box {
  Pair p;
  int n;
};

static __device__ inline Pair makePair(float a, float b) {
  return Pair{a, b};
}

extern "C" __global__ __launch_bounds__(4) void _occa_braceTemporaries_0(const int n, const float *x, float *y) {
  {
    int b = 0 + (4 * blockIdx.x);
    {
      int t = 0 + threadIdx.x;
      const int i = b + t;
      if (i < n) {
        const Pair q = makePair(x[i], 2.0f * x[i]);
        const float hi = Pair{x[i], 3.0f}.hi;
        const Box box = Box{Pair{1.0f, x[i]}, int{4}};
        y[i] = q.lo + q.hi + hi + box.p.hi * box.n;
      }
    }
  }
}
