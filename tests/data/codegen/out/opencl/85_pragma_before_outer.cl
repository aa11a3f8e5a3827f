// User pragmas written in front of top-level `@outer` loops (a plain one and a tiled one):
// spec §10.4 keeps every non-occa `#pragma` at its position in every mode.
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_pragmaBeforeOuter_0(const int n, __global const int *x, __global int *y) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      y[b * 4 + t] = x[b * 4 + t] * 2;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_pragmaBeforeOuter_1(const int n, __global const int *x, __global int *y) {
  {
    int _occa_tiled_i = 0 + (4 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < n * 4) {
        y[i] += 1;
      }
    }
  }
}
