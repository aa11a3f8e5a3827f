// A kernel parameter or loop iterator that an `@inner` body writes, read by the range of an
// `@inner` loop. GPUs evaluate `@inner` ranges with the group's values (they make the launch
// shape), so every range reads the value from before the writes, while each work-item's own
// copy carries the writes:
// * an `@outer` iterator in the range of the `@inner` loop whose body writes it;
// * a by-value parameter bounding two `@inner` loops, written per work-item in the first and
//   read per work-item in the second (`@max_inner_dims` sizes the copies);
// * an `@inner` iterator bounding its nested (triangular) `@inner` loop, which writes it.
extern "C" __global__ __launch_bounds__(4) void _occa_rangesRead_0(int n, int *a, int *c, int *d) {
  {
    int b = 0 + blockIdx.x;
    {
      int t = b * 4 + threadIdx.x;
      const int k = t;
      b += 100;
      a[k] = b;
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_rangesRead_1(int n, int *a, int *c, int *d) {
  {
    int g = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      n += t;
    }
    {
      int t = 0 + threadIdx.x;
      c[g * 3 + t] = n;
    }
  }
}

extern "C" __global__ void _occa_rangesRead_2(int n, int *a, int *c, int *d) {
  {
    int g = 0 + blockIdx.x;
    {
      int y = 0 + threadIdx.y;
      {
        int x = 0 + threadIdx.x;
        if (x < y + 1) {
          const int k = (g * 3 + y) * 3 + x;
          y += 10;
          d[k] = y;
        }
      }
    }
  }
}
