#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `#pragma unroll` on regular loops around and between `@inner` levels: a `#pragma unroll 2`
// k loop around a 2-D nest whose `@inner(1)` body has a mid-level statement (once per
// work-item below) and a `#pragma unroll` r loop around the `@inner(0)` loop. The state is an
// `@exclusive` struct with an `operator+=` that alternates between two members (so the order
// of updates shows) and an `@exclusive` array with `@dim(2, 2) @dimOrder(1, 0)` read both
// through the accessor and as raw elements.
struct Acc {
  int v[2];
  int n;
  thread Acc &operator+=(int d) {
    v[n & 1] += d;
    ++n;
    return *this;
  }
};

kernel void _occa_unrolledExclusiveMid_0(constant int &nB [[buffer(0)]], device const int *x [[buffer(1)]], device int *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[3][4];
  {
    int b = 0 + _occa_group_position.x;
    Acc acc;
    int reg[4];
    {
      int y = 0 + _occa_thread_position.y;
      {
        int z = 0 + _occa_thread_position.x;
        acc.v[0] = acc.v[1] = 0;
        acc.n = 0;
        s[y][z] = x[(b * 3 + y) * 4 + z];
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    #pragma unroll 2
    for (int k = 0; k < 2; ++k) {
      {
        int y = 0 + _occa_thread_position.y;
        acc += 100 * k + y;
        #pragma unroll
        for (int r = 0; r < 2; ++r) {
          {
            int z = 0 + _occa_thread_position.x;
            acc += s[(y + r) % 3][3 - z] * (r + 1 + 10 * k);
            reg[k + 2 * r] = (r + 1) * 10 + k + z;
          }
        }
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
    }
    {
      int y = 0 + _occa_thread_position.y;
      {
        int z = 0 + _occa_thread_position.x;
        device int *o = out + ((b * 3 + y) * 4 + z) * 5;
        o[0] = acc.v[0];
        o[1] = acc.v[1];
        o[2] = acc.n;
        o[3] = reg[1 + 2 * 0] * 1000 + reg[0 + 2 * 1];
        o[4] = reg[1] * 1000 + reg[2];
      }
    }
  }
}
