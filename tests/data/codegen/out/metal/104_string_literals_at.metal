// Metal Shading Language 2.3 or later: 64-bit integers (`long`, `ulong`).
#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// String and character literals that contain OKL attribute spellings, comments with
// attributes, and C++14 literal forms (digit separators, binary, hex floats, suffixes,
// alternative tokens) inside `@inner` bodies. None of the text in a literal is OKL.
static int countAt(constant const char *s) {
  int n = 0;
  for (; *s; ++s) {
    n += *s == '@';
  }
  // counts '@' characters
  return n;
}

kernel void _occa_literalsWithAt_0(constant int &n [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    /* a comment mentioning @exclusive and @barrier; */
    {
      int t = 0 + _occa_thread_position.x;
      constant const char *msg = "x @atomic y";
      const char at = '@';
      const long big = 1'000'000L;
      const int bin = 0b1010'0101;
      const float hx = 0x1.8p1f;
      // 3.0f
      const unsigned long u = 0xFFFF'FFFFul;
      int v = countAt("@outer @inner(0) @shared") + countAt(msg) * 10 + (at == '@') * 100;
      if (t >= 0 && !(b < 0) && (v & 1) == 1) {
        v += 1000;
      }
      out[b * 4 + t] = v + (int)(big / 1000) + bin + (int)hx + (int)(u >> 28) + t;
    }
  }
}
