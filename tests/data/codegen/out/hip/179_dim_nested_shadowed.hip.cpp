#include <hip/hip_runtime.h>

// `@dim` accessor corner cases: nested accessor calls (`m(i, m(j, i))`-style), arguments that
// contain commas inside parentheses and template-argument lists, a `@dim` local `const`
// array, and a local lambda that shadows the name of a `@dim` parameter in an inner scope
// (its calls must stay calls).
template <typename T>
static __device__ inline T pick(T a, T b) {
  return a > b ? a : b;
}

static __device__ inline int mix(int a, int b) {
  return (a * 3 + b) % 4;
}

extern "C" __global__ __launch_bounds__(16) void _occa_dimNested_0(const int nE, const int *idx, int *out) {
  {
    int e = 0 + blockIdx.x;
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        const int perm[4 * 4] = {1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2, 0, 1, 2, 3};
        int v = idx[perm[i + 4 * j] + 4 * (idx[j + 4 * i] % 4)];
        v += idx[mix(i, j) + 4 * pick<int>(i, j)];
        {
          auto idx = [&](int a, int b) {
            return a * 100 + b;
          };
          v += idx(i, j);
        }
        out[i + 4 * (j + 4 * e)] = v + e * 1000;
      }
    }
  }
}
