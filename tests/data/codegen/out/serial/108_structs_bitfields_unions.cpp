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

extern "C" void structsBitfields(const int &n, stencil_t &st, const struct Particle *parts, int *out) {
  for (int b = 0; b < n; b += 4) {
    int _occa_exclusive_index;
    Particle mine[4];
    _occa_exclusive_index = 0;
    for (int i = b; i < b + 4; ++i) {
      _occa_exclusive_index = i - b;
      const Particle *p = parts + i;
      mine[_occa_exclusive_index] = *p;
      mine[_occa_exclusive_index].x = st.w[0] * p->x + st.w[1] * (*p).v + st.w[2] * parts[i].id;
    }
    _occa_exclusive_index = 0;
    for (int i = b; i < b + 4; ++i) {
      _occa_exclusive_index = i - b;
      Packed k;
      k.lo = (unsigned int)(mine[_occa_exclusive_index].id + 13);
      k.hi = (unsigned int)mine[_occa_exclusive_index].id;
      k.rest = 0xABCDEFu;
      Bits u;
      u.u = 0;
      u.b[0] = (unsigned char)(k.lo + 16 * k.hi);
      out[i] = (int)mine[_occa_exclusive_index].x + (int)u.u * 1000 + (int)(k.rest >> 20) * 1000000 + st.shift;
    }
  }
}
