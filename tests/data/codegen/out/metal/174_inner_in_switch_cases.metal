#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@inner` loops inside the cases of a `switch` in an `@outer` body (the mode is a kernel
// argument and the outer iterator), with a case that falls through into the next one, a
// `@shared` buffer and an `@exclusive` value that must survive into the loop after the
// `switch`; plus an `@inner` loop inside `while` with an early `break` of the `while`.
kernel void _occa_innerInSwitch_0(constant int &nb [[buffer(0)]], constant int &mode [[buffer(1)]], device const int *x [[buffer(2)]], device int *y [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[4];
  {
    int b = 0 + _occa_group_position.x;
    int e;
    {
      int t = 0 + _occa_thread_position.x;
      e = x[b * 4 + t];
      s[t] = e;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    switch ((mode + b) % 3) {
      case 0:
        {
          int t = 0 + _occa_thread_position.x;
          e += s[4 - 1 - t];
        }
        threadgroup_barrier(mem_flags::mem_threadgroup);
        [[fallthrough]];
      case 1:
        {
          int t = 0 + _occa_thread_position.x;
          e *= 2;
        }
        break;
      default:
        {
          int t = 0 + _occa_thread_position.x;
          e = -e;
        }
        break;
    }
    int round = 0;
    while (true) {
      if (round == 3) {
        break;
      }
      {
        int t = 0 + _occa_thread_position.x;
        e += round;
      }
      ++round;
    }
    {
      int t = 0 + _occa_thread_position.x;
      y[b * 4 + t] = e;
    }
  }
}
