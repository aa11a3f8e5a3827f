// Macros that expand to whole OKL loop headers, to attributes, and to @atomic / @barrier
// statements; `#pragma unroll` with a macro count inside a macro-built loop; `_Pragma`.
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_macroLoops_0(const int nB, __global const int *x, __global int *y, __global int *total) {
  __local int s[8];
  {
    int b = 0 + get_group_id(0);
    int myVal;
    {
      int t = 0 + get_local_id(0);
      myVal = x[b * 8 + t];
      s[t] = myVal * 2;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 8 - 1 - get_local_id(0);
      int acc = 0;
      #pragma unroll 4
      for (int k = 0; k < 8; ++k) {
        acc += s[k] * (k + 1);
      }
      #pragma GCC unroll 2
      for (int k = 0; k < 2; ++k) {
        acc += myVal;
      }
      y[b * 8 + t] = acc - t;
      atomic_add(&total[t % 2], (myVal));
    }
  }
}
