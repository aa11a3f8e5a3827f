#include <occa/core/kernel.hpp>

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

extern "C" void unsignedWrap(occa::modeKernel_t **deviceKernels, const u32 &n, occa::modeMemory_t *hashes, occa::modeMemory_t *bytes) {
  {
    const long long _occa_outer_x = n - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, hashes, bytes);
    }
  }
}
