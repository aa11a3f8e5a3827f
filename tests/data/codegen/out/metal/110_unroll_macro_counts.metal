#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// libParanumal-style `#pragma unroll` spellings inside `@inner` bodies: a count from a `-D`
// macro, a count that is a macro expression in parentheses, a bare `#pragma unroll`, and
// `#pragma unroll 1` on a loop whose bound is a runtime value; the pragma also precedes an
// `@inner` loop and a loop inside a helper.
static inline float dot(device const float *a, threadgroup const float *b) {
  float s = 0.0f;
  #pragma unroll 4
  for (int k = 0; k < 4; ++k) {
    s += a[k] * b[k];
  }
  return s;
}

kernel void _occa_unrollCounts_0(constant int &Nelements [[buffer(0)]], constant int &reps [[buffer(1)]], device const float *D [[buffer(2)]], device const float *q [[buffer(3)]], device float *Aq [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s_q[4 * 4];
  {
    int e = 0 + _occa_group_position.x;
    {
      int j = 0 + _occa_thread_position.y;
      {
        int i = 0 + _occa_thread_position.x;
        s_q[j * 4 + i] = q[e * (4 * 4) + j * 4 + i];
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int j = 0 + _occa_thread_position.y;
      {
        int i = 0 + _occa_thread_position.x;
        float col[4];
        #pragma unroll
        for (int k = 0; k < 4; ++k) {
          col[k] = s_q[k * 4 + i];
        }
        float r = 0.0f;
        #pragma unroll (4 - 1)
        for (int k = 0; k < 4; ++k) {
          r += D[j * 4 + k] * col[k];
        }
        #pragma unroll 1
        for (int k = 0; k < reps; ++k) {
          r += dot(D + i * 4, s_q + j * 4);
        }
        Aq[e * (4 * 4) + j * 4 + i] = r;
      }
    }
  }
}
