#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Loop headers that count down, step by a macro or a kernel argument and start below zero, as a
// solver writes them when it walks levels or faces backwards: `i >= 0; --i` from `n - 1`,
// `i > LO; i -= STEP` crossing zero to a negative macro bound, `n + 4 >= o; o += s` with the
// iterator on the right and a run-time step, `0 < t; t -= s` inside, and a regular loop with a
// `!=` condition inside an `@inner` body (OKL loops themselves reject `!=`, OKL0321).
kernel void _occa_countdownMacroSteps_0(constant int &n [[buffer(0)]], constant int &s [[buffer(1)]], device int *a [[buffer(2)]], device int *b [[buffer(3)]], device int *c [[buffer(4)]], device int *d [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int i = n - 1 - _occa_group_position.x;
    {
      int t = 4 - 1 - _occa_thread_position.x;
      a[i * 4 + t] = i * 10 - t;
    }
  }
}

kernel void _occa_countdownMacroSteps_1(constant int &n [[buffer(0)]], constant int &s [[buffer(1)]], device int *a [[buffer(2)]], device int *b [[buffer(3)]], device int *c [[buffer(4)]], device int *d [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int i = 11 - (3 * _occa_group_position.x);
    {
      int t = -2 + _occa_thread_position.x;
      b[(11 - i) / 3 * 5 + (t + 2)] = i * t + i;
    }
  }
}

kernel void _occa_countdownMacroSteps_2(constant int &n [[buffer(0)]], constant int &s [[buffer(1)]], device int *a [[buffer(2)]], device int *b [[buffer(3)]], device int *c [[buffer(4)]], device int *d [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int o = -5 + (s * _occa_group_position.x);
    {
      int t = 8 - (s * _occa_thread_position.x);
      c[(o + 5) / s * 3 + (8 - t) / s] = o * 100 + t;
    }
  }
}

kernel void _occa_countdownMacroSteps_3(constant int &n [[buffer(0)]], constant int &s [[buffer(1)]], device int *a [[buffer(2)]], device int *b [[buffer(3)]], device int *c [[buffer(4)]], device int *d [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int o = 2 * n - (2 * _occa_group_position.x);
    {
      int t = 0 + _occa_thread_position.x;
      int acc = 0;
      for (int k = t; k != t + 2 * 4; k += 2) {
        acc += k * o;
      }
      d[(2 * n - o) / 2 * 4 + t] = acc;
    }
  }
}
