#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// nekRS-style block kernel: several `@outer` nests in one kernel, each with its own `@shared`
// array of the same name, per-work-group state (plain locals of the `@outer` body) computed and
// updated between `@inner` loops, explicit `@barrier` inside an `if` and in a regular loop of
// the `@outer` body, and a tree reduction whose `@inner` loops sit in a `for` with `/=` update.
kernel void _occa_workgroupState_0(constant int &N [[buffer(0)]], device const float *x [[buffer(1)]], device float *partial [[buffer(2)]], device float *y [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s_x[8];
  {
    int b = 0 + _occa_group_position.x;
    const int start = b * 8;
    int alive = N - start;
    if (alive > 8) {
      alive = 8;
    }
    {
      int t = 0 + _occa_thread_position.x;
      s_x[t] = t < alive ? x[start + t] : 0.0f;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (alive < 8) {
      threadgroup_barrier(mem_flags::mem_threadgroup);
    }
    for (int active = 8 / 2; active > 0; active /= 2) {
      {
        int t = 0 + _occa_thread_position.x;
        if (t < active) {
          s_x[t] += s_x[t + active];
        }
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
    }
    float scale = 1.0f;
    if (alive < 8) {
      scale = 2.0f;
    }
    {
      int t = 0 + _occa_thread_position.x;
      if (t == 0) {
        partial[b] = scale * s_x[0];
      }
    }
  }
}

kernel void _occa_workgroupState_1(constant int &N [[buffer(0)]], device const float *x [[buffer(1)]], device float *partial [[buffer(2)]], device float *y [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s_x[2][8];
  {
    int b = 0 + _occa_group_position.x;
    int phase = 0;
    {
      int t = 0 + _occa_thread_position.x;
      const int n = b * 8 + t;
      s_x[phase][t] = n < N ? x[n] : 0.0f;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    phase = 1 - phase;
    {
      int t = 0 + _occa_thread_position.x;
      s_x[phase][t] = s_x[1 - phase][8 - 1 - t] + partial[b];
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    phase = 1 - phase;
    {
      int t = 0 + _occa_thread_position.x;
      const int n = b * 8 + t;
      if (n < N) {
        y[n] = s_x[1 - phase][t] - s_x[phase][t];
      }
    }
  }
}
