// User names that look like oklc's generated ones: `_occa_tiled_i` next to a `@tile` loop over
// `i`, a file-scope `_occa_tiled_j` next to one over `j`, and `_occa_omp_b` next to a `short`
// @outer iterator `b` with an `int` bound (OpenMP counts such a loop with its own counter).
// Inside the loops the names must still mean the user's variables.
const int _occa_tiled_j = 1000;

extern "C" __global__ __launch_bounds__(8) void _occa_generatedNames_0(const int n, const int *x, int *y) {
  const int _occa_tiled_i = 7;
  {
    int _occa_tiled_i_1 = 0 + (8 * blockIdx.x);
    {
      int i = _occa_tiled_i_1 + threadIdx.x;
      if (i < n) {
        y[i] = x[i] + _occa_tiled_i;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_generatedNames_1(const int n, const int *x, int *y) {
  {
    int _occa_tiled_j_1 = 0 + (4 * blockIdx.x);
    {
      int j = _occa_tiled_j_1 + threadIdx.x;
      if (j < n) {
        y[n + j] = x[j] + _occa_tiled_j;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_generatedNames_2(const int n, const int *x, int *y) {
  const int _occa_omp_b = 3;
  {
    short b = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      y[2 * n + b * 4 + t] = 100 * b + t + _occa_omp_b;
    }
  }
}
