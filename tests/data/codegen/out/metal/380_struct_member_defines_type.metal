#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Struct members whose type is defined in place, as C-style kernels write them: an unnamed
// struct member, a named nested struct used as `Cell::Stats` in the kernel, and an enum defined
// in the member declaration whose enumerators are written `Cell::HOT`. The definitions belong
// to the enclosing struct; they must not be hoisted out of it.
struct Cell {
  struct {
    float x, y;
  } pos;
  struct Stats {
    float sum;
    int count;
  } stats;
  enum Kind { COLD, HOT } kind;
};

float weight(thread const Cell &c) {
  return c.kind == Cell::HOT ? 2.0f : 1.0f;
}

kernel void _occa_structMemberTypes_0(constant int &n [[buffer(0)]], device const float *in [[buffer(1)]], device float *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + (16 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + _occa_thread_position.x;
      if (i < n) {
        Cell c;
        c.pos.x = in[i];
        c.pos.y = 0.5f * in[i];
        Cell::Stats s;
        s.sum = c.pos.x + c.pos.y;
        s.count = i % 3;
        c.stats = s;
        c.kind = i % 2 == 0 ? Cell::HOT : Cell::COLD;
        out[i] = weight(c) * c.stats.sum + (float)c.stats.count;
      }
    }
  }
}
