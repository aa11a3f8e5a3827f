#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

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

kernel void _occa_structsBitfields_0(constant int &n [[buffer(0)]], constant stencil_t &st [[buffer(1)]], device const struct Particle *parts [[buffer(2)]], device int *out [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + (4 * _occa_group_position.x);
    Particle mine;
    {
      int i = b + _occa_thread_position.x;
      device const Particle *p = parts + i;
      mine = *p;
      mine.x = st.w[0] * p->x + st.w[1] * (*p).v + st.w[2] * parts[i].id;
    }
    {
      int i = b + _occa_thread_position.x;
      Packed k;
      k.lo = (unsigned int)(mine.id + 13);
      k.hi = (unsigned int)mine.id;
      k.rest = 0xABCDEFu;
      Bits u;
      u.u = 0;
      u.b[0] = (unsigned char)(k.lo + 16 * k.hi);
      out[i] = (int)mine.x + (int)u.u * 1000 + (int)(k.rest >> 20) * 1000000 + st.shift;
    }
  }
}
