#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Integer semantics that constant folding and printing must keep: unsigned wrap-around in a
// hash (multiplication, subtraction below zero, shifts), `@shared` and `@exclusive` extents
// and `@inner` bounds written with hex, shifts, casts and unsigned literals,
// and `uint8_t`-style narrow arithmetic through a typedef.
typedef unsigned char u8;

typedef unsigned int u32;

static inline u32 mix(u32 h) {
  h ^= h >> 16;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  h *= 0xc2b2ae35u;
  h ^= h >> 16;
  return h;
}

kernel void _occa_unsignedWrap_0(constant u32 &n [[buffer(0)]], device u32 *hashes [[buffer(1)]], device int *bytes [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup u32 s[(1 << 3) * 2 - (1 << 3)];
  {
    u32 b = 0 + _occa_group_position.x;
    u32 h;
    u8 small[0x10u >> 2];
    {
      u32 t = 0u + _occa_thread_position.x;
      h = mix(b * (1 << 3) + t) - 0xFFFFFFF0u;
      for (int k = 0; k < (int)(0x10u >> 2); ++k) {
        small[k] = (u8)(250u + t + (u32)k * 3u);
      }
      s[t] = h * 3u;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      u32 t = 0u + _occa_thread_position.x;
      hashes[b * (1 << 3) + t] = s[(t + 1) % (1 << 3)] + (h << 31) + (0u - t);
      int acc = 0;
      for (int k = 0; k < (int)(0x10u >> 2); ++k) {
        acc += (u8)(small[k] + 10u);
      }
      bytes[b * (1 << 3) + t] = acc;
    }
  }
}
