#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Normalised attributes produced by macros, as a code base that wants plain C++ in its editor
// would write them: object-like macros for the attributes, a function-like one building the
// argument string from `#` and adjacent literals, and `-D`/`#define` names inside the strings.
kernel void _occa_reduceBlocks_0(constant int &N [[buffer(0)]], device const float *x [[buffer(1)]], device float *y [[buffer(2)]], device float *partial [[buffer(3)]], device float *total [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_n = 0 + (16 * _occa_group_position.x);
    {
      int n = _occa_tiled_n + _occa_thread_position.x;
      if (n < N) {
        y[n] = x[n] * x[n];
      }
    }
  }
}

kernel void _occa_reduceBlocks_1(constant int &N [[buffer(0)]], device const float *x [[buffer(1)]], device float *y [[buffer(2)]], device float *partial [[buffer(3)]], device float *total [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_n = 0 + (16 / 2 * _occa_group_position.x);
    {
      int n = _occa_tiled_n + _occa_thread_position.x;
      if (n < N) {
        y[n] += 0.5f;
      }
    }
  }
}

kernel void _occa_reduceBlocks_2(constant int &N [[buffer(0)]], device const float *x [[buffer(1)]], device float *y [[buffer(2)]], device float *partial [[buffer(3)]], device float *total [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s_v[16];
  {
    int b = 0 + _occa_group_position.x;
    float r_v;
    {
      int t = 0 + _occa_thread_position.x;
      const int n = b * 16 + t;
      r_v = n < N ? y[n] : 0.0f;
      s_v[t % (16 / 2) + 16 / 2 * (t / (16 / 2))] = r_v;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      if (t < 16 / 2) {
        s_v[t + 16 / 2 * 0] += s_v[t + 16 / 2 * 1];
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      if (t == 0) {
        float s = 0;
        for (int k = 0; k < 16 / 2; ++k) {
          s += s_v[k + 16 / 2 * 0];
        }
        partial[b] = s;
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_float *>(&total[0]), (float) (s), memory_order_relaxed);
      }
      atomic_fetch_add_explicit(reinterpret_cast<device atomic_float *>(&total[1]), (float) (r_v), memory_order_relaxed);
    }
  }
}
