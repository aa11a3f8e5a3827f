#include <hip/hip_runtime.h>

namespace cfg {
  constexpr int W = 8;
}

// `@shared` extents and `@inner` bounds written with C++ constant expressions that name
// their constants through a scope: a namespace `constexpr`, a `static constexpr` member, a
// class-scope enumerator and a scoped enumerator (spec §3.4, §5.3: "compile-time constant").
// The `@exclusive` variable needs the inner extent as a number on host targets.
struct Block {
  static constexpr int rows = 2;
  enum { cols = 4 };
};

enum class Lanes : int {
  count = 8
};

extern "C" __global__ __launch_bounds__(8) void _occa_qualifiedConstants_0(const int nB, const int *x, int *y) {
  {
    int b = 0 + blockIdx.x;
    __shared__ int s[cfg::W];
    __shared__ int m[Block::rows][Block::cols];
    int mine;
    {
      int t = 0 + threadIdx.x;
      mine = x[b * cfg::W + t];
      s[t] = mine;
      m[t / Block::cols][t % Block::cols] = 2 * mine;
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      y[b * cfg::W + t] = mine + s[cfg::W - 1 - t] + m[1 - t / Block::cols][t % Block::cols];
    }
  }
}
