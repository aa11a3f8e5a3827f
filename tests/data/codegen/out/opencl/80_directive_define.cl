// `@directive("#...")` (spec §10.4) injects a preprocessor line where it stands: a `#define`
// made this way is a macro for the rest of the file (libCEED's OCCA backend defines its
// function-name macros like this, inside C++ string sources where `#` lines cannot be
// written), and an injected `#pragma` is macro-expanded like a written one.
inline int tensor_weight_q8(int i) {
  return 2 * i + 1;
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_directiveDefine_0(const int nB, __global const int *x, __global int *y) {
  __local int s[8];
  {
    int b = 0 + get_group_id(0);
    int mine;
    {
      int t = 0 + get_local_id(0);
      mine = x[b * 8 + t];
      s[t] = mine;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      int acc = 0;
      #pragma unroll 8
      for (int k = 0; k < 8; ++k) {
        acc += s[k];
      }
      y[b * 8 + t] = 3 * acc + tensor_weight_q8(mine);
    }
  }
}
