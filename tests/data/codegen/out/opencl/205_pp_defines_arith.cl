// Preprocessor arithmetic over `-D` values from the case file: `#if` with `defined` and
// `defined(...)`, `&&`/`||`/`!`, shifts, `?:`, character constants and unsigned wrap; a macro
// that builds a whole `@tile` loop head from `-D` values (`check=` chosen by `#if`), and
// `OKL("@inner(0)")` / `_Pragma("unroll 2")` from function-like macros.
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_ppDefines_0(const int n, __global const int *x, __global int *y, __global int *info) {
  {
    int _occa_tiled_i = 0 + ((1 << 3) * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      y[i] = x[i] * 1 + (1 << 3);
    }
  }
}

__kernel __attribute__((reqd_work_group_size(3, 1, 1))) void _occa_ppDefines_1(const int n, __global const int *x, __global int *y, __global int *info) {
  {
    int g = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      int acc = 0;
      #pragma unroll 2
      for (int k = 0; k < 4; ++k) {
        acc += k * t;
      }
      info[t] = acc;
    }
  }
}
