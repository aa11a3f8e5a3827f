#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@directive("#...")` (spec §10.4) injects a preprocessor line where it stands: a `#define`
// made this way is a macro for the rest of the file (libCEED's OCCA backend defines its
// function-name macros like this, inside C++ string sources where `#` lines cannot be
// written), and an injected `#pragma` is macro-expanded like a written one.
inline int tensor_weight_q8(int i) {
  return 2 * i + 1;
}

kernel void _occa_directiveDefine_0(constant int &nB [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[8];
  {
    int b = 0 + _occa_group_position.x;
    int mine;
    {
      int t = 0 + _occa_thread_position.x;
      mine = x[b * 8 + t];
      s[t] = mine;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      int acc = 0;
      #pragma unroll 8
      for (int k = 0; k < 8; ++k) {
        acc += s[k];
      }
      y[b * 8 + t] = 3 * acc + tensor_weight_q8(mine);
    }
  }
}
