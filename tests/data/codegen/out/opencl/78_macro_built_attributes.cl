// Attributes built by macros, as macro-driven kernels write them: a parameter after `@`
// (`@x`, `@ x`), a macro naming the loop kind (`@LOOP_KIND`), a whole `@tile(...)` from a
// macro argument, and a kernel generator invoked with one trailing empty argument
// (`MAKE(scaled, 3, )`, accepted with a warning as legacy OCCA does).
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_scaled_0(const int n, __global const int *x, __global int *y) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      y[b * 4 + t] = 3 * x[b * 4 + t];
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_scaled_1(const int n, __global const int *x, __global int *y) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      y[b * 4 + t] += t;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(3, 1, 1))) void _occa_scaled_2(const int n, __global const int *x, __global int *y) {
  {
    int _occa_tiled_i = 0 + (3 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < n) {
        y[i] += 1000;
      }
    }
  }
}
