#include <occa/core/kernel.hpp>

// Global ids packed into 64-bit integers as mesh partitioners store them: element number in
// the high bits, node in the low byte, decoded in a `@tile(.., check=true)` over a `long long`
// iterator with a remainder; a Morton (Z-order) code of two 10-bit coordinates built and
// split with shifts by loop-computed amounts; an `unsigned` range check `(unsigned)(v - lo) <
// span` that also rejects values below `lo`; `?:` mixing `long long` and `int` arms.
typedef long long hlong;

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

extern "C" void packedIdsTileRemainder(occa::modeKernel_t **deviceKernels, const hlong &n, occa::modeMemory_t *gid, const int &lo, const int &span, occa::modeMemory_t *elem, occa::modeMemory_t *node, occa::modeMemory_t *morton, occa::modeMemory_t *inside) {
  {
    const long long _occa_outer_x = (n - 0 + 8 - 1) / 8;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, gid, lo, span, elem, node, morton, inside);
    }
  }
}
