#include <hip/hip_runtime.h>

// `@tile` with an empty loop-attribute argument (spec 3.3: either may be omitted, giving a plain
// loop; legacy OCCA accepts the empty argument). `@tile(4, , @inner)`: a plain block loop
// around an @inner element loop, so one work-group runs the @inner loop once per tile and each
// work-item (i - tile start) sums a strided slice into an @exclusive accumulator (the
// libParanumal strided-reduction shape). `@tile(2, @outer, )`: an @outer block loop whose plain
// element loop (with its bounds check) runs the @inner loops of two rows in turn, through a
// @shared row. The normalised spelling `[[okl_tile("(3, , @inner, check=false)")]]` too.
extern "C" __global__ __launch_bounds__(4) void _occa_tileEmptyArgs_0(const int rows, const int cols, const int *x, int *lane, int *rev, int *mark) {
  {
    int r = 0 + blockIdx.x;
    int acc;
    int seen;
    {
      int t = 0 + threadIdx.x;
      acc = 0;
      seen = 0;
    }
    for (int _occa_tiled_c = 0; _occa_tiled_c < cols; _occa_tiled_c += 4) {
      {
        int c = _occa_tiled_c + threadIdx.x;
        if (c < cols) {
          acc += x[r * cols + c];
          ++seen;
        }
      }
    }
    {
      int t = 0 + threadIdx.x;
      lane[r * 4 + t] = acc * 100 + seen;
    }
  }
}

extern "C" __global__ __launch_bounds__(16) void _occa_tileEmptyArgs_1(const int rows, const int cols, const int *x, int *lane, int *rev, int *mark) {
  {
    int _occa_tiled_r = 0 + (2 * blockIdx.x);
    for (int r = _occa_tiled_r; r < _occa_tiled_r + 2; ++r) {
      if (r < rows) {
        __shared__ int row[16];
        {
          int c = 0 + threadIdx.x;
          row[c] = c < cols ? x[r * cols + c] : 0;
        }
        __syncthreads();
        {
          int c = 0 + threadIdx.x;
          if (c < cols) {
            rev[r * cols + c] = row[cols - 1 - c] - r;
          }
        }
        __syncthreads();
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(3) void _occa_tileEmptyArgs_2(const int rows, const int cols, const int *x, int *lane, int *rev, int *mark) {
  {
    int r = 0 + blockIdx.x;
    for (int _occa_tiled_c = 0; _occa_tiled_c < 12; _occa_tiled_c += 3) {
      {
        int c = _occa_tiled_c + threadIdx.x;
        mark[r * 12 + c] += c * (r + 1);
      }
    }
  }
}
