// Preprocessor forms together: `#ifndef` defaults overridden by `-D`, `#if` on macro
// arithmetic with `defined` and `#elif`, `__VA_ARGS__` with `#` and `##`, a macro expanding to
// a whole `@inner` loop header, `#pragma unroll` with a macro count inside `@inner`, and
// `__LINE__` differences.
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_ppMixed_0(const int n, __global int *out, __global int *meta) {
  {
    int b = 0 + (8 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      const int i = b + t;
      if (i < n) {
        int acc = 0;
        #pragma unroll 3
        for (int k = 0; k < 3; ++k) {
          acc += k * 1;
        }
        out[i] = i * 1 + acc + (1 + (2 + 3));
      }
      if (i == 0) {
        const int l0 = 43;
        const int l1 = 44;
        meta[0] = l1 - l0;
        meta[1] = (int)sizeof("BS") * 10 + (int)sizeof("8");
        meta[2] = (int)4;
        meta[3] = 80 + 1;
      }
    }
  }
}
