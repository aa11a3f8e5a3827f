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

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_unsignedWrap_0(const u32 n, __global u32 *hashes, __global int *bytes) {
  __local u32 s[8];
  {
    u32 b = 0 + get_group_id(0);
    u32 h;
    u8 small[4];
    {
      u32 t = 0u + get_local_id(0);
      h = mix(b * (1 << 3) + t) - 0xFFFFFFF0u;
      for (int k = 0; k < (int)(0x10u >> 2); ++k) {
        small[k] = (u8)(250u + t + (u32)k * 3u);
      }
      s[t] = h * 3u;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      u32 t = 0u + get_local_id(0);
      hashes[b * (1 << 3) + t] = s[(t + 1) % (1 << 3)] + (h << 31) + (0u - t);
      int acc = 0;
      for (int k = 0; k < (int)(0x10u >> 2); ++k) {
        acc += (u8)(small[k] + 10u);
      }
      bytes[b * (1 << 3) + t] = acc;
    }
  }
}
