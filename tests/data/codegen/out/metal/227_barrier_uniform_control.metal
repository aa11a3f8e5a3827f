#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@barrier` under uniform control flow between `@inner` loops: inside an `if` on a kernel
// argument, in both branches of an `if`/`else` on the `@outer` iterator, in a regular loop whose
// uniform `continue` skips a phase and whose `break` ends it, and after a `while` loop; the
// `@inner` bodies hold regular loops with their own `continue`/`break` (not uniform), and a
// `@shared` ping-pong buffer carries values between phases.
kernel void _occa_barrierControl_0(constant int &nb [[buffer(0)]], constant int &rounds [[buffer(1)]], constant int &skip [[buffer(2)]], device const int *x [[buffer(3)]], device int *out [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int buf[2][8];
  {
    int b = 0 + _occa_group_position.x;
    int cur;
    {
      int t = 0 + _occa_thread_position.x;
      cur = 0;
      buf[0][t] = x[b * 8 + t];
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    if (skip > 0) {
      threadgroup_barrier(mem_flags::mem_threadgroup);
      {
        int t = 0 + _occa_thread_position.x;
        buf[1][t] = buf[0][(t + 1) % 8];
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
      {
        int t = 0 + _occa_thread_position.x;
        buf[0][t] = buf[1][t] * 2;
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
    }
    for (int r = 0; r < rounds; ++r) {
      if (r == skip) {
        continue;
      }
      if (r > 5) {
        break;
      }
      {
        int t = 0 + _occa_thread_position.x;
        int acc = 0;
        for (int k = 0; k < 8; ++k) {
          if ((k + t) % 3 == 0) {
            continue;
          }
          if (k > t + 4) {
            break;
          }
          acc += buf[cur][k];
        }
        buf[1 - cur][t] = acc % 1000;
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
      {
        int t = 0 + _occa_thread_position.x;
        cur = 1 - cur;
      }
    }
    if (b % 2 == 0) {
      {
        int t = 0 + _occa_thread_position.x;
        buf[1 - cur][t] = buf[cur][8 - 1 - t];
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
    } else {
      {
        int t = 0 + _occa_thread_position.x;
        buf[1 - cur][t] = -buf[cur][t];
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
    }
    int steps = 0;
    while (steps < 2) {
      {
        int t = 0 + _occa_thread_position.x;
        int k = 0;
        do {
          if (k == t) {
            break;
          }
          buf[1 - cur][t] += 1;
        } while (++k < 3);
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
      ++steps;
    }
    {
      int t = 0 + _occa_thread_position.x;
      out[b * 8 + t] = buf[1 - cur][t] * 10 + cur;
    }
  }
}
