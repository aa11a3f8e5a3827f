#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Enumerators of an anonymous `enum` used as @inner bounds and in expressions,
// next to a named enum and a typedef'd anonymous enum.
enum {
  TILE = 8,
  HALF = TILE / 2
};

enum Mode {
  ADD = 1,
  SUB = 2
};

typedef enum {
  LOW,
  HIGH
} level_t;

kernel void _occa_anonymousEnum_0(constant int &nB [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[8];
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      s[t] = x[b * TILE + t];
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      if (t < HALF) {
        const level_t lv = t % 2 ? HIGH : LOW;
        const Mode m = lv == HIGH ? SUB : ADD;
        y[b * HALF + t] = m == ADD ? s[2 * t] + s[2 * t + 1] : s[2 * t] - s[2 * t + 1];
      }
    }
  }
}
