// User names that look like oklc's generated ones: `_occa_tiled_i` next to a `@tile` loop over
// `i`, a file-scope `_occa_tiled_j` next to one over `j`, and `_occa_omp_b` next to a `short`
// @outer iterator `b` with an `int` bound (OpenMP counts such a loop with its own counter).
// Inside the loops the names must still mean the user's variables.
__constant const int _occa_tiled_j = 1000;

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_generatedNames_0(const int n, __global const int *x, __global int *y) {
  const int _occa_tiled_i = 7;
  {
    int _occa_tiled_i_1 = 0 + (8 * get_group_id(0));
    {
      int i = _occa_tiled_i_1 + get_local_id(0);
      if (i < n) {
        y[i] = x[i] + _occa_tiled_i;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_generatedNames_1(const int n, __global const int *x, __global int *y) {
  {
    int _occa_tiled_j_1 = 0 + (4 * get_group_id(0));
    {
      int j = _occa_tiled_j_1 + get_local_id(0);
      if (j < n) {
        y[n + j] = x[j] + _occa_tiled_j;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_generatedNames_2(const int n, __global const int *x, __global int *y) {
  const int _occa_omp_b = 3;
  {
    short b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      y[2 * n + b * 4 + t] = 100 * b + t + _occa_omp_b;
    }
  }
}
