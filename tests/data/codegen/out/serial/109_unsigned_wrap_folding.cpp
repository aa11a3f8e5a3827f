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

extern "C" void unsignedWrap(const u32 &n, u32 *hashes, int *bytes) {
  for (u32 b = 0; b < n; ++b) {
    int _occa_exclusive_index;
    u32 s[(1 << 3) * 2 - (1 << 3)];
    u32 h[8];
    u8 small[8][0x10u >> 2];
    _occa_exclusive_index = 0;
    for (u32 t = 0u; t < 1 << 3; ++t) {
      _occa_exclusive_index = t;
      h[_occa_exclusive_index] = mix(b * (1 << 3) + t) - 0xFFFFFFF0u;
      for (int k = 0; k < (int)(0x10u >> 2); ++k) {
        small[_occa_exclusive_index][k] = (u8)(250u + t + (u32)k * 3u);
      }
      s[t] = h[_occa_exclusive_index] * 3u;
    }
    _occa_exclusive_index = 0;
    for (u32 t = 0u; t < 1 << 3; ++t) {
      _occa_exclusive_index = t;
      hashes[b * (1 << 3) + t] = s[(t + 1) % (1 << 3)] + (h[_occa_exclusive_index] << 31) + (0u - t);
      int acc = 0;
      for (int k = 0; k < (int)(0x10u >> 2); ++k) {
        acc += (u8)(small[_occa_exclusive_index][k] + 10u);
      }
      bytes[b * (1 << 3) + t] = acc;
    }
  }
}
