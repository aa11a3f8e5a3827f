#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Control flow inside `@inner` bodies between barrier-separated phases of a regular loop: a
// `do`/`while` with `continue` (which jumps to the condition), a `switch` with fallthrough
// and a `default` in the middle, a backward `goto` loop and a forward `goto` past a block, a
// `continue` in a regular `for` inside the body; `@barrier` after each phase and `@barrier`
// inside an `if` on the regular loop's counter. `@shared` ping-pong buffers and an `@exclusive`
// carry connect the phases.
kernel void _occa_controlPhases_0(constant int &n [[buffer(0)]], constant int &rounds [[buffer(1)]], device int *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int buf[2][6];
  {
    int g = 0 + _occa_group_position.x;
    int carry;
    {
      int t = 0 + _occa_thread_position.x;
      buf[0][t] = g + t;
      carry = 0;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    for (int r = 0; r < rounds; ++r) {
      const int src = r % 2;
      const int dst = 1 - src;
      {
        int t = 0 + _occa_thread_position.x;
        int v = buf[src][(t + 1) % 6];
        int k = 0;
        do {
          ++k;
          if (k == 2) {
            continue;
          }
          v += k;
        } while (k < 4);
        switch ((t + r) % 4) {
          case 0:
            v *= 2;
          default:
            v += 1;
          case 2:
            v += 10;
            break;
          case 3:
            v -= 3;
        }
        int steps = 0;
      again:
        if (steps < t % 3) {
          ++steps;
          v += 100;
          goto again;
        }
        if (v % 2 == 0) {
          goto skip;
        }
        v += 1000;
      skip:
        for (int j = 0; j < 4; ++j) {
          if (j == t % 4) {
            continue;
          }
          carry += j;
        }
        buf[dst][t] = v % 100000;
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
      if (r % 2 == 1) {
        threadgroup_barrier(mem_flags::mem_threadgroup);
      }
    }
    {
      int t = 0 + _occa_thread_position.x;
      out[(g * 6 + t) * 2] = buf[rounds % 2][t];
      out[(g * 6 + t) * 2 + 1] = carry;
    }
  }
}
