#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

namespace cfg {
  constexpr int W = 8;
}

// `@shared` extents and `@inner` bounds written with C++ constant expressions that name
// their constants through a scope: a namespace `constexpr`, a `static constexpr` member, a
// class-scope enumerator and a scoped enumerator (spec §3.4, §5.3: "compile-time constant").
// The `@exclusive` variable needs the inner extent as a number on host targets.
struct Block {
  static constexpr int rows = 2;
  enum { cols = 4 };
};

enum class Lanes : int {
  count = 8
};

kernel void _occa_qualifiedConstants_0(constant int &nB [[buffer(0)]], device const int *x [[buffer(1)]], device int *y [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int s[cfg::W];
  threadgroup int m[Block::rows][Block::cols];
  {
    int b = 0 + _occa_group_position.x;
    int mine;
    {
      int t = 0 + _occa_thread_position.x;
      mine = x[b * cfg::W + t];
      s[t] = mine;
      m[t / Block::cols][t % Block::cols] = 2 * mine;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      y[b * cfg::W + t] = mine + s[cfg::W - 1 - t] + m[1 - t / Block::cols][t % Block::cols];
    }
  }
}
