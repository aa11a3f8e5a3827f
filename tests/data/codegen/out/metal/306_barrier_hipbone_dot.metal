#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// hipBone-style dot product (updateCG/innerProduct): the tree as `#if p_blockSize > ...` steps,
// each one `@inner` loop whose body is one `if (t < w)`, explicit barriers between them, a
// grid-strided load loop whose bounds read the work-item index, a final `@atomic`.
// Defines: -Dp_blockSize=128
kernel void _occa_dotAtomic_0(constant int &N [[buffer(0)]], device const float *x [[buffer(1)]], device float *dot [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s_dot[128];
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      float r = 0.0f;
      for (int id = b * 128 + t; id < N; id += 128 * 2) {
        r += x[id] * x[id];
      }
      s_dot[t] = r;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      if (t < 64) {
        s_dot[t] += s_dot[t + 64];
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      if (t < 32) {
        s_dot[t] += s_dot[t + 32];
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      if (t < 16) {
        s_dot[t] += s_dot[t + 16];
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      if (t < 8) {
        s_dot[t] += s_dot[t + 8];
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      if (t < 4) {
        s_dot[t] += s_dot[t + 4];
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      if (t < 2) {
        s_dot[t] += s_dot[t + 2];
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      if (t < 1) {
        const float v = s_dot[0] + s_dot[1];
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_float *>(&dot[0]), (float) (v), memory_order_relaxed);
      }
    }
  }
}
