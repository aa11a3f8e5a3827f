#include <occa/core/kernel.hpp>

// Struct kernel arguments by value, arrays of structs through pointers (read through `->`,
// `(*p).`, `p[i].`), a struct with bit-fields and nested array members, a union, and an
// `@exclusive` struct copied between `@inner` loops.
typedef struct {
  float w[3];
  int shift;
} stencil_t;

struct Particle {
  float x;
  float v;
  int id;
};

struct Packed {
  unsigned int lo : 4;
  unsigned int hi : 4;
  unsigned int rest : 24;
};

union Bits {
  unsigned int u;
  unsigned char b[4];
};

extern "C" void structsBitfields(occa::modeKernel_t **deviceKernels, const int &n, stencil_t &st, occa::modeMemory_t *parts, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = (n - 0 + 4 - 1) / 4;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, st, parts, out);
    }
  }
}
