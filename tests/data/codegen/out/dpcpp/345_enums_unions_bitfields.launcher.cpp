#include <occa/core/kernel.hpp>

// Field layouts as a particle code declares them: an enum with explicit, out-of-order values
// used as array indices and as a `@shared` extent, a union reading a float's bits (sign,
// exponent), bit-fields packing a cell id with wrap-around on store (unsigned fields) and a
// signed field, an `@exclusive` bit-field struct updated with `+=` across `@inner` loops, and a
// helper taking the union by value.
enum Field {
  FY = 0,
  FX = 2,
  FZ = 5,
  FCOUNT = 6
};

enum Flag {
  F_NONE = 0,
  F_WALL = 4,
  F_INLET = 9
};

typedef union {
  float f;
  unsigned int u;
} FloatBits;

struct Cell {
  unsigned int lo : 3;
  unsigned int mid : 5;
  int sgn : 4;
  unsigned int rest : 20;
};

static int exponentOf(FloatBits b) {
  return (int)((b.u >> 23) & 0xFFu) - 127;
}

extern "C" void enumsUnionsBitfields(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *x, occa::modeMemory_t *fields, occa::modeMemory_t *bits, occa::modeMemory_t *cells) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, x, fields, bits, cells);
    }
  }
}
