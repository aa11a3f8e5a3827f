#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Lexical forms that reach the generated code: digit separators, hex floats, binary literals,
// literal suffixes in bounds and @shared extents, char literals with escapes and encoding
// prefixes, u8/L/raw strings in helpers, identifiers written with universal character names
// (`caf\u00e9` and `café` are one function in C++).
static constant const char *constant name8 = u8"h\u00e9llo";

static constant const wchar_t *constant wname = L"wide";

static constant const char *constant raw = R"xy(a\nb"c)xy";

static inline int count(constant const char *s) {
  int n = 0;
  while (*s++) {
    ++n;
  }
  return n;
}

static inline int wcount(constant const wchar_t *s) {
  int n = 0;
  while (*s++) {
    ++n;
  }
  return n;
}

int café(int x) {
  return x + 1;
}

constant int über = 3;

kernel void _occa_lexicalForms_0(constant int &n [[buffer(0)]], device float *out [[buffer(1)]], device int *iout [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s[16u];
  threadgroup long tbl[0x4'0];
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      if (t < (int)0x1p4) {
        s[t] = t * 0x1p-3f + 0x1.8p1 + 1e-3L;
        tbl[t] = 1'000'000L * t;
        tbl[t + 16] = 0b1010'1010 + 0'17 + 0xA'bu;
        tbl[t + 32] = '\x41' + '\101' + '\n' + L'\t' + u'\u00e9' + U'\U0001F600' + u8'a' + '\'' + '\\';
        tbl[t + 48] = count(name8) * 100 + count(raw) * 10 + wcount(wname) + café(über) + café(0);
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      unsigned int t = 0u + _occa_thread_position.x;
      if (t < 16ul) {
        out[b * 16 + t] = s[t] + 1.5e+1f + .5 + 2.f;
        iout[(b * 16 + t) * 4 + 0] = (int)tbl[t] / 1000;
        iout[(b * 16 + t) * 4 + 1] = (int)tbl[t + 16];
        iout[(b * 16 + t) * 4 + 2] = (int)tbl[t + 32];
        iout[(b * 16 + t) * 4 + 3] = (int)tbl[t + 48] + n;
      }
    }
  }
}
