#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Block prefix scans: Hillis-Steele (inclusive) with `@shared` ping-pong buffers chosen by a
// private flag of the `@outer` body flipped between rounds, and Blelloch (exclusive) up- and
// down-sweeps whose `@inner` bodies are guarded by `t < 64 / (2 * d)`; every round is a regular
// loop in the `@outer` body with an explicit `@barrier` after its `@inner` loop.
kernel void _occa_blockScans_0(constant int &N [[buffer(0)]], device const int *x [[buffer(1)]], device int *incl [[buffer(2)]], device int *excl [[buffer(3)]], device int *totals [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s_a[64];
  threadgroup int s_b[64];
  threadgroup int s_e[64];
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      const int id = b * 64 + t;
      s_a[t] = id < N ? x[id] : 0;
      s_e[t] = s_a[t];
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    int ping = 0;
    for (int off = 1; off < 64; off <<= 1) {
      {
        int t = 0 + _occa_thread_position.x;
        if (ping == 0) {
          s_b[t] = s_a[t] + (t >= off ? s_a[t - off] : 0);
        } else {
          s_a[t] = s_b[t] + (t >= off ? s_b[t - off] : 0);
        }
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
      ping = 1 - ping;
    }
    for (int d = 1; d < 64; d *= 2) {
      {
        int t = 0 + _occa_thread_position.x;
        const int bi = (2 * t + 2) * d - 1;
        if (bi < 64) {
          s_e[bi] += s_e[bi - d];
        }
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
    }
    {
      int t = 0 + _occa_thread_position.x;
      if (t == 63) {
        totals[b] = s_e[63];
        s_e[63] = 0;
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    for (int d = 32; d >= 1; d /= 2) {
      {
        int t = 0 + _occa_thread_position.x;
        if (t < 64 / (2 * d)) {
          const int ai = (2 * t + 1) * d - 1;
          const int bi = ai + d;
          const int tmp = s_e[ai];
          s_e[ai] = s_e[bi];
          s_e[bi] += tmp;
        }
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
    }
    {
      int t = 0 + _occa_thread_position.x;
      const int id = b * 64 + t;
      if (id < N) {
        incl[id] = ping ? s_b[t] : s_a[t];
        excl[id] = s_e[t];
      }
    }
  }
}
