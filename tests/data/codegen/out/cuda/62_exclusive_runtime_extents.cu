// @exclusive sized by @max_inner_dims(8, 4) with runtime 2-D inner extents that differ between
// nests (nx x ny, then ny x nx with swapped axes), and an @exclusive declared inside a regular loop
// between the @outer and the @inner loops.
extern "C" __global__ __launch_bounds__(32) void _occa_exclusiveRuntimeExtents_0(const int nB, const int nx, const int ny, const int *x, int *y) {
  {
    int b = 0 + blockIdx.x;
    int e;
    {
      int ty = 0 + threadIdx.y;
      if (ty < ny) {
        {
          int tx = 0 + threadIdx.x;
          if (tx < nx) {
            e = x[(b * ny + ty) * nx + tx];
          }
        }
      }
    }
    for (int r = 0; r < 2; ++r) {
      int f;
      {
        int ty = ny - 1 - threadIdx.y;
        if (ty >= 0) {
          {
            int tx = 0 + threadIdx.x;
            if (tx < nx - r) {
              f = e * (r + 2);
            }
          }
        }
      }
      {
        int tx = 0 + threadIdx.x;
        if (tx < nx - r) {
          {
            int ty = 0 + threadIdx.y;
            if (ty < ny) {
              e += f + tx;
            }
          }
        }
      }
    }
    {
      int ty = 0 + threadIdx.y;
      if (ty < ny) {
        {
          int tx = 0 + threadIdx.x;
          if (tx < nx) {
            y[(b * ny + ty) * nx + tx] = e;
          }
        }
      }
    }
  }
}
