// Metal Shading Language 2.3 or later: 64-bit integers (`long`, `ulong`).
#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Global ids packed into 64-bit integers as mesh partitioners store them: element number in
// the high bits, node in the low byte, decoded in a `@tile(.., check=true)` over a `long long`
// iterator with a remainder; a Morton (Z-order) code of two 10-bit coordinates built and
// split with shifts by loop-computed amounts; an `unsigned` range check `(unsigned)(v - lo) <
// span` that also rejects values below `lo`; `?:` mixing `long long` and `int` arms.
typedef long hlong;

static unsigned int spreadBits(unsigned int v) {
  unsigned int r = 0u;
  for (int k = 0; k < 10; ++k) {
    r |= ((v >> k) & 1u) << 2 * k;
  }
  return r;
}

static unsigned int gatherBits(unsigned int m) {
  unsigned int r = 0u;
  for (int k = 0; k < 10; ++k) {
    r |= ((m >> 2 * k) & 1u) << k;
  }
  return r;
}

kernel void _occa_packedIdsTileRemainder_0(constant hlong &n [[buffer(0)]], device const hlong *gid [[buffer(1)]], constant int &lo [[buffer(2)]], constant int &span [[buffer(3)]], device hlong *elem [[buffer(4)]], device int *node [[buffer(5)]], device unsigned int *morton [[buffer(6)]], device int *inside [[buffer(7)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    hlong _occa_tiled_i = 0 + (8 * (long) _occa_group_position.x);
    {
      hlong i = _occa_tiled_i + (long) _occa_thread_position.x;
      if (i < n) {
        const hlong g = gid[i];
        elem[i] = g >= 0 ? g >> 8 : -1;
        node[i] = (int)(g & ((1L << 8) - 1));
        const unsigned int x = (unsigned int)(i * 37 % 1024);
        const unsigned int y = (unsigned int)((n - i) * 11 % 1024);
        const unsigned int m = spreadBits(x) | (spreadBits(y) << 1);
        morton[3 * i] = m;
        morton[3 * i + 1] = gatherBits(m) ^ x;
        morton[3 * i + 2] = gatherBits(m >> 1) ^ y;
        const int v = node[i] - 100;
        inside[i] = (unsigned int)(v - lo) < (unsigned int)span ? 1 : 0;
      }
    }
  }
}
