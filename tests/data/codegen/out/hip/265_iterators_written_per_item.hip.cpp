#include <hip/hip_runtime.h>

// Loop iterators written per work-item in shapes that need more than a plain copy in one
// `@inner` body (case 246 has the plain ones). On a GPU every work-item computes each
// iterator from its own group and thread index, so a write changes only its own copy:
// * an `@outer` iterator written in a first `@inner` loop and read in a later one (the host
//   keeps one copy per work-item across the two loops);
// * an outer `@inner` iterator written in one nested `@inner` loop and read in the next one,
//   both inside its own body;
// * an `@outer` iterator written in a nested `@outer` body, once per group of the nested loop;
// * an `@outer` iterator written through a helper's reference parameter inside `@inner`;
// * the element iterator of a `@tile` stepped inside its body.
static __device__ void bump(int &v, int by) {
  v += by;
}

extern "C" __global__ __launch_bounds__(4) void _occa_iteratorsPerItem_0(int *a, int *b, int *c, int *d, int *e) {
  {
    int g = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      g += t;
    }
    {
      int t = 0 + threadIdx.x;
      a[(g - t) * 4 + t] = g;
    }
  }
}

extern "C" __global__ __launch_bounds__(6) void _occa_iteratorsPerItem_1(int *a, int *b, int *c, int *d, int *e) {
  {
    int g = 0 + blockIdx.x;
    {
      int y = 0 + threadIdx.y;
      {
        int x = 0 + threadIdx.x;
        y = y * 10 + x;
      }
      {
        int x = 0 + threadIdx.x;
        b[(g * 2 + y / 10) * 3 + x] = y + 100 * g;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(2) void _occa_iteratorsPerItem_2(int *a, int *b, int *c, int *d, int *e) {
  {
    int g = 0 + blockIdx.y;
    {
      int h = 0 + blockIdx.x;
      g = g * 10 + h;
      {
        int t = 0 + threadIdx.x;
        c[(g / 10 * 3 + h) * 2 + t] = g + t;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_iteratorsPerItem_3(int *a, int *b, int *c, int *d, int *e) {
  {
    int g = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      bump(g, 100 * t);
      d[g % 100 * 4 + t] = g;
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_iteratorsPerItem_4(int *a, int *b, int *c, int *d, int *e) {
  {
    int _occa_tiled_i = 0 + (4 * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
      if (i < 10) {
        const int start = i;
        i += 1000;
        e[start] = i;
      }
    }
  }
}
