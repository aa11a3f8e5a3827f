// `_Pragma("...")` is `#pragma ...` written as an operator (C99 6.10.9), so macros can carry
// pragmas: `_Pragma("occa attributes @inner")` must inject `@inner` like
// `#pragma occa attributes @inner` (spec §10.4) and leave nothing in the output, and
// `_Pragma("unroll NQ")` must expand `NQ` like `#pragma unroll NQ`.
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_pragmaOperator_0(const int n, __global const int *x, __global int *y) {
  __local int s[4];
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      s[t] = x[b * 4 + t];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      int acc = 0;
      #pragma unroll 4
      for (int k = 0; k < 4; ++k) {
        acc += s[k] * (k == t ? 10 : 1);
      }
      y[b * 4 + t] = acc;
    }
  }
}
