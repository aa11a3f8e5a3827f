#include <hip/hip_runtime.h>

// Five top-level `@outer` nests in one kernel whose work-groups differ in shape and size: 1-D of
// 16 with `@shared`/`@exclusive`, 2-D 3 x 5 with an `@exclusive` array and a 3-level nest
// reusing the names, a decreasing nest of run-time size under `@max_inner_dims`, and a tile.
extern "C" __global__ __launch_bounds__(16) void _occa_multiNests_0(const int n, const int m, const int *x, int *a, int *b, int *c, int *d) {
  {
    int g = 0 + (16 * blockIdx.x);
    int e;
    __shared__ int s[16];
    {
      int t = 0 + threadIdx.x;
      e = x[g + t];
      s[t] = e;
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      a[g + t] = e * 3 + s[15 - t];
    }
  }
}

extern "C" __global__ __launch_bounds__(15) void _occa_multiNests_1(const int n, const int m, const int *x, int *a, int *b, int *c, int *d) {
  {
    int g = 0 + blockIdx.x;
    int e[2];
    {
      int ty = 0 + threadIdx.y;
      {
        int tx = 0 + threadIdx.x;
        e[0] = g * 15 + ty * 5 + tx;
        e[1] = x[e[0] % n];
      }
    }
    {
      int ty = 0 + threadIdx.y;
      {
        int tx = 0 + threadIdx.x;
        b[e[0]] = e[1] - e[0];
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(64) void _occa_multiNests_2(const int n, const int m, const int *x, int *a, int *b, int *c, int *d) {
  {
    int g = 2 - blockIdx.x;
    int e = g;
    {
      int t = m - 1 - threadIdx.x;
      e += t;
    }
    {
      int t = m - 1 - threadIdx.x;
      c[g * m + t] = e * 2;
    }
  }
}

extern "C" __global__ __launch_bounds__(28) void _occa_multiNests_3(const int n, const int m, const int *x, int *a, int *b, int *c, int *d) {
  {
    int g = 0 + blockIdx.x;
    short e;
    {
      int z = 0 + threadIdx.z;
      {
        int y = 0 + threadIdx.y;
        {
          int w = 0 + threadIdx.x;
          e = (short)(z * 100 + y * 10 + w);
        }
      }
    }
    {
      int z = 0 + threadIdx.z;
      {
        int y = 0 + threadIdx.y;
        {
          int w = 0 + threadIdx.x;
          d[g * 28 + (z * 2 + y) * 7 + w] = e + g * 1000;
        }
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(6) void _occa_multiNests_4(const int n, const int m, const int *x, int *a, int *b, int *c, int *d) {
  {
    int _occa_tiled_i = 0 + (6 * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
      if (i < 13) {
        d[56 + i] = i * i;
      }
    }
  }
}
